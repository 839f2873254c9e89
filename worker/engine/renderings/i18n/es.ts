import { GLOSSARY_ES } from "#shared/glossary/terms";
/**
 * The offline writer's own words in Spanish (Spain), with the keys of en.ts. The founder's
 * answers are inserted as written, often in English, so no article or adjective agrees with
 * them. The RFP addresses vendors as "usted"; the app prompt and the speaker notes use "tú".
 */
import type { DocumentText } from "./en";

const q = (text: string) => `«${text}»`;
/** "1 requisito", "9 requisitos". */
const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** "y" becomes "e" before a word that starts with the sound /i/ ("Citas e informes"). */
const and = (next: string) => (/^h?i(?![aeouáéóú])/i.test(next) ? "e" : "y");

export const es: DocumentText = {
  locale: "es-ES",
  quote: q,
  list: (items: readonly string[]) => {
    if (items.length <= 1) return items[0] ?? "";
    const last = items.at(-1) ?? "";
    return `${items.slice(0, -1).join(", ")} ${and(last)} ${last}`;
  },
  /** Between a label and its value: French puts a space before it. */
  colon: ":",
  priority: GLOSSARY_ES.priority,
  fieldTypes: {
    text: "texto",
    long_text: "texto largo",
    integer: "número entero",
    number: "número",
    money: "importe",
    boolean: "sí/no",
    date: "fecha",
    datetime: "fecha y hora",
    time: "hora (HH:MM)",
    email: "correo electrónico",
    phone: "teléfono",
    url: "enlace (URL)",
    file: "enlace a un archivo",
    enum: "uno de",
    reference: "enlace a",
  },
  listOf: (type: string) => `lista (${type})`,
  required: "obligatorio",
  sensitive: "sensible",
  assumed: "supuesto",
  hoursShort: (hours: number) => `${hours} h`,
  weeks: (start: number, end: number) => (start === end ? `Semana ${start}` : `Semanas ${start}-${end}`),
  headings: {
    rfpOutOfScope: "Fuera del alcance de la versión 1",
    promptOutOfScope: "No desarrollar todavía",
    deckLater: "Más adelante",
  },
  rfp: {
    title: (name: string) => `Solicitud de propuestas: ${name}`,
    issued: (name: string, issued: string, due: string) =>
      `Emitida el ${issued} por el responsable del producto ${name}; las propuestas deben enviarse a más tardar el **${due}**.`,
    scopeLine: (count: number, must: number, hours: number) =>
      `${n(count, "requisito", "requisitos")} para la versión 1 (${n(must, "imprescindible", "imprescindibles")}), unas ${hours} horas con QA`,
    overview: "1. Descripción general",
    lookingFor: (name: string) => `${name} busca un socio de desarrollo para construir su primera versión.`,
    problem: "El problema",
    today: "Cómo se resuelve hoy",
    competition: (name: string) => `Alternativas y en qué se diferencia ${name}`,
    alternatives: (items: string) => `Alternativas actuales: ${items}.`,
    team: "Sobre el equipo",
    goals: "2. Objetivos y métricas de éxito",
    goalsIntro: (name: string) => `La versión 1 de ${name} tendrá éxito si, en sus primeros seis meses, alcanza:`,
    businessModel: "Modelo de negocio que el producto debe soportar",
    scope: "3. Alcance de la versión 1",
    scopeIntro: (count: number, must: number, should: number, could: number) =>
      `${n(count, "requisito", "requisitos")} en el orden de prioridad del responsable del producto (MoSCoW): ${must === 1 ? "1 imprescindible (obligatorio en el lanzamiento)" : `${must} imprescindibles (obligatorios en el lanzamiento)`}, ${should === 1 ? "1 importante (entra en la versión 1, pero puede aplazarse si el plan está en riesgo)" : `${should} importantes (entran en la versión 1, pero pueden aplazarse si el plan está en riesgo)`} y ${could === 1 ? "1 deseable (lo primero que se recorta: presupuéstelo como opción)" : `${could} deseables (lo primero que se recorta: presupuéstelos como opciones)`}.`,
    scopeColumns: ["ID", "Requisito", "Prioridad", "Roles", "Estimación (desarrollo + QA)"],
    endpoints: "API",
    acceptance: "Criterios de aceptación",
    criterion: (given: string, when: string, then: string) =>
      `**Dado que** ${given}, **cuando** ${when}, **entonces** ${then}.`,
    nothingLater: "No se ha dejado nada para versiones posteriores.",
    laterIntegration: (name: string, purpose: string) => `Integración con ${name}${purpose ? ` (${purpose})` : ""}`,
    laterPlatform: (name: string) => `La plataforma ${name}`,
    users: "4. Usuarios y roles",
    segments: "Segmentos objetivo",
    persona: "Perfil principal",
    roleColumns: ["Rol", "Qué puede hacer", "Requisitos"],
    noRoles: "Un solo tipo de usuario; cada usuario con sesión iniciada solo ve sus propios datos.",
    asAgreed: "Según se acuerde en la fase de descubrimiento",
    workflows: "5. Flujos de trabajo",
    critical: (reason: string) => `**Debe funcionar sin fallos en el lanzamiento:** ${reason}`,
    noWorkflows:
      "No se ha descrito ningún flujo paso a paso; los proveedores deben proponerlos en la fase de descubrimiento.",
    dataModel: "6. Modelo de datos",
    dataIntro: (name: string, count: number) =>
      `${name} guarda ${n(count, "tipo de registro", "tipos de registros")}. Cada registro tiene además un id y sus fechas de creación y de última modificación; los vínculos con otros registros se hacen por id; los campos sensibles están marcados y solo se muestran a las personas indicadas en la sección 8.`,
    fieldColumns: ["Campo", "Tipo", "Notas"],
    values: (values: string) => `uno de: ${values}`,
    linkTo: (entity: string) => `enlace a ${entity}`,
    example: (value: string) => `p. ej., ${value}`,
    noData:
      "No se ha descrito ningún tipo de registro; los proveedores deben proponer un modelo de datos en la fase de descubrimiento.",
    integrations: "7. Integraciones",
    integrationColumns: ["Integración", "Finalidad", "Requisitos"],
    noIntegrations: "La versión 1 no requiere ningún servicio externo.",
    nonFunctional: "8. Requisitos no funcionales",
    nfrColumns: ["ID", "Área", "Requisito"],
    areas: {
      security: "Seguridad",
      privacy: "Privacidad",
      compliance: "Cumplimiento normativo",
      performance: "Rendimiento",
      availability: "Disponibilidad",
      accessibility: "Accesibilidad",
      operations: "Operaciones",
    },
    platforms: "9. Plataformas y entregables",
    platformsAnswer: "Plataformas, según la respuesta del responsable del producto",
    platformLines: {
      web: (name: string) =>
        `La aplicación web de ${name}, responsive, desplegada en producción en un alojamiento con las cuentas del responsable del producto`,
      pwa: "Instalable en teléfonos como aplicación web progresiva (PWA)",
      ios: "Una app de iOS publicada en la App Store con la cuenta de desarrollador del responsable del producto",
      android:
        "Una app de Android publicada en Google Play con la cuenta de desarrollador del responsable del producto",
      desktopApp: "Instaladores firmados para Windows y macOS",
    },
    deliverables: "Entregables",
    deliverableItems: {
      code: (name: string) =>
        `El código fuente de todas las partes de ${name} en un repositorio propiedad del responsable del producto, con los scripts de compilación y despliegue`,
      scope: (ids: string) =>
        `Todos los requisitos imprescindibles e importantes de la sección 3 (${ids}), aceptados según sus criterios`,
      integrations: (names: string) =>
        `Integraciones en funcionamiento, configuradas con las cuentas del responsable del producto: ${names}`,
      api: (count: number) =>
        `La API tal como la especifica el documento OpenAPI (${n(count, "operación", "operaciones")}), documentada y probada`,
      tests:
        "Pruebas automatizadas de los criterios de aceptación y del flujo crítico, ejecutadas en integración continua",
      handover:
        "Traspaso: cuentas, credenciales y archivos de diseño transferidos al responsable del producto, con una sesión de presentación",
    },
    options: (ids: string) => `**Presupuestar como opciones (deseables):** ${ids}.`,
    vendor: "Forma de trabajo esperada",
    timeline: "10. Calendario e hitos",
    dates: "Fechas del responsable del producto",
    planStated: (weeks: number, count: number) =>
      `El plan siguiente reparte esas ${weeks} semanas entre ${n(count, "hito", "hitos")} según su esfuerzo; los proveedores lo confirman o proponen el suyo.`,
    planAssumed: (weeks: number) =>
      `Las fechas no indican una duración, así que el plan supone ${weeks} semanas; los proveedores lo ajustan a las fechas anteriores o proponen el suyo.`,
    milestoneColumns: ["Hito", "Requisitos", "Plazo", "Desarrollo", "QA"],
    milestoneWork: {
      discovery: "Flujos, pantallas y backlog acordados",
      foundation: "Cuentas, roles, modelo de datos y entornos",
      build: "",
      integration: "",
      acceptance: "Beta con usuarios reales, pruebas de aceptación y correcciones",
      launch: "Puesta en producción, documentación y traspaso",
    },
    cutFirst: "Si falta tiempo, recortar primero",
    estimate: "11. Estimación del esfuerzo",
    estimateRequirements: (dev: number, qa: number) =>
      `Requisitos de la versión 1: ${dev} horas de desarrollo y ${qa} horas de QA (${dev + qa} en total).`,
    estimatePlan: (dev: number, qa: number) =>
      `El plan completo, con descubrimiento, modelo de datos, pruebas de aceptación y lanzamiento: ${dev} horas de desarrollo y ${qa} horas de QA (**${dev + qa} horas**).`,
    budget: "Presupuesto",
    perHour: (range: string) => `Con ese presupuesto, el plan sale a unos ${range} por hora.`,
    estimateBasis: "Cómo se ha hecho la estimación",
    basis:
      "cada requisito se dimensiona en horas de un desarrollador full-stack con experiencia según lo que abarca (registros, acciones, roles, integraciones, plataformas), y QA suma una cuarta parte de esas horas; los hitos añaden el descubrimiento, el modelo de datos, las pruebas de aceptación y el lanzamiento. Es una cifra de planificación: los proveedores presentan la suya.",
    questions: "12. Preguntas para los proveedores",
    riskQuestion: (risk: string) => `${risk.replace(/[.!]$/, "")}: ¿cómo lo abordaría?`,
    openQuestion: (question: string) => `${question} ¿Qué nos recomendaría?`,
    integrationQuestion: (names: string) =>
      `¿Cuáles de estos servicios ha integrado antes y qué necesitará de nosotros para cada uno: ${names}?`,
    nativeQuestion: (apps: string) =>
      `¿Desarrollaría las apps de ${apps} de forma nativa o multiplataforma, y por qué?`,
    criticalQuestion: (name: string) =>
      `¿Cómo garantizará que el flujo ${q(name)} (sección 5) funcione sin fallos en el lanzamiento?`,
    complianceQuestion: (items: string) => `¿Cómo cumplirá estos requisitos y qué necesitará de nosotros: ${items}?`,
    scaleQuestion: (scale: string) =>
      `¿Qué alojamiento propondría para la carga prevista (${scale}) y con qué coste mensual?`,
    datesQuestion: (dates: string) => `¿Puede cumplir estas fechas: ${dates}? Si no, ¿qué cambiaría?`,
    assetsQuestion: (assets: string) => `¿Cómo aprovecharía los recursos existentes (${assets})?`,
    evaluation: "13. Criterios de evaluación",
    evaluationColumns: ["Criterio", "Peso"],
    criteria: {
      solution: (name: string) => `Comprensión de ${name} y calidad de la solución propuesta`,
      experience: (items: string) => `Experiencia relevante${items ? `, sobre todo con ${items}` : ""}`,
      plan: (weeks: number) => `Un plan realista para los hitos de la sección 10 (${weeks} semanas)`,
      price: (budget: string) =>
        `Precio y relación calidad-precio${budget ? ` dentro del presupuesto (${budget})` : ""}`,
      team: (name: string) => `Un equipo y una forma de trabajo adecuados para ${name} (sección 9)`,
      quality: (name: string) => `Prácticas de calidad, soporte tras el lanzamiento y traspaso de ${name}`,
    },
    total: "Total",
    respond: "14. Cómo presentar la propuesta",
    respondBy: (date: string, name: string) =>
      `Envíe su propuesta para ${name} al responsable del producto a más tardar el **${date}**. Debe incluir:`,
    respondItems: {
      company: "Su empresa: proyectos similares a este y dos referencias",
      solution: (name: string) =>
        `La arquitectura que propone para ${name}, sus tecnologías y el motivo de su elección`,
      milestones: (count: number) =>
        count === 1
          ? "Un precio y una fecha para el hito de la sección 10"
          : `Un precio y una fecha para cada uno de los ${count} hitos de la sección 10`,
      estimate: (hours: number) =>
        `Su propia estimación por requisito de la sección 3, junto a la nuestra (${hours} horas en total)`,
      team: (name: string) =>
        `El equipo para ${name}: roles, experiencia, ubicación y zona horaria, y la dedicación de cada persona`,
      questions: (count: number) =>
        count === 1
          ? "Su respuesta a la pregunta de la sección 12"
          : `Sus respuestas a las ${count} preguntas de la sección 12`,
      assumptions: "Sus supuestos, riesgos y exclusiones",
      support: (name: string) => `Soporte y mantenimiento de ${name} tras el lanzamiento: condiciones y precio`,
    },
    format: (language: string) =>
      `**Formato:** un PDF o un documento compartido en ${language}, de 15 páginas como máximo, más anexos.`,
    languageName: "español",
    questionsBy: (date: string) =>
      `**Preguntas sobre esta solicitud:** envíelas al responsable del producto a más tardar el ${date}; las respuestas se comparten con todos los proveedores.`,
    openQuestions: "16. Preguntas abiertas",
    openQuestionsIntro: (name: string) =>
      `El responsable de producto de ${name} aún no ha decidido estos puntos. Indique en su propuesta qué supone para cada uno; las respuestas llegarán antes de empezar el trabajo.`,
    assumptions: "15. Supuestos",
    assumptionsIntro: (name: string) =>
      `Lo que esta solicitud de propuestas para ${name} ha dado por supuesto donde las respuestas no decían nada; los proveedores pueden cuestionar cualquiera de estos puntos.`,
  },
  openapi: {
    title: (name: string) => `API de ${name}`,
    server: "Relativa al host del producto; el proveedor define la dirección.",
    workflows: "Flujos de trabajo a los que da servicio esta API",
    roles: "Roles",
    security: "Seguridad y privacidad",
    bearer:
      "Un token de acceso JWT. Su claim `role` determina lo que puede hacer quien llama; el resto de llamadas reciben un 403.",
    tag: (label: string, fields: string) => `${label}${fields ? `: ${fields}` : ""}.`,
    list: (many: string) => `Listar ${many}`,
    listDescription: (many: string, filters: string) =>
      `Una página de ${many}, ordenada por fecha de creación descendente${filters ? `; se puede filtrar por ${filters}` : ""}.`,
    create: (one: string) => `Crear ${one}`,
    get: (one: string) => `Obtener ${one}`,
    update: (one: string) => `Actualizar ${one}`,
    updateDescription: "Envíe solo los campos que cambian.",
    remove: (one: string) => `Eliminar ${one}`,
    sets: (field: string, value: string) => `Cambia ${field} a ${q(value)}.`,
    step: (workflow: string, step: string) => `Paso del flujo ${q(workflow)}: ${step}.`,
    rolesAllowed: (roles: string) => `Permitido para: ${roles}.`,
    idOf: (one: string) => `Id del registro (${one}).`,
    linkTo: (entity: string) => `Id del registro vinculado (${entity}).`,
    sensitive: "Sensible: solo se muestra a los roles autorizados a verlo.",
    page: "Número de página, desde 1.",
    pageSize: "Registros por página.",
    filter: (label: string) => `Solo los registros con este valor de ${label}.`,
    batchItems: "Los registros que se añaden.",
    batchResult: "Los registros añadidos o modificados, y cuántos son.",
    created: (one: string) => `El registro creado (${one}).`,
    found: (one: string) => `El registro solicitado (${one}).`,
    changed: (one: string) => `El registro después del cambio (${one}).`,
    deleted: (one: string) => `Se ha eliminado el registro (${one}).`,
    pageOf: (many: string) => `Una página de ${many}.`,
    exported: "Los registros en formato CSV.",
    errors: {
      badRequest: "La solicitud está mal formada o no supera la validación.",
      unauthorized: "Falta el token de acceso, no es válido o ha caducado.",
      forbidden: "El rol de quien llama no le permite hacerlo.",
      notFound: "No hay ningún registro con este id.",
      conflict: "No se permite en el estado actual del registro.",
      error: "Se devuelve con toda respuesta 4xx y 5xx.",
      code: "Código estable, legible por máquinas.",
      message: "Explicación legible para personas.",
      details: "Problemas por campo, en los errores de validación.",
    },
    record: {
      id: "Identificador único.",
      createdAt: "Cuándo se creó.",
      updatedAt: "Cuándo se modificó por última vez.",
      total: "Número de registros en todas las páginas.",
    },
  },
  prompt: {
    title: (name: string) => `Desarrolla ${name}`,
    intro: (name: string, oneLiner: string) => `Desarrolla **${name}**. ${oneLiner}`,
    howTo: (name: string, phases: number) =>
      `Desarrolla ${name} en las ${phases} fases siguientes, de una en una. Al final de cada fase, comprueba todos los criterios de aceptación; después, detente y resume lo que has construido antes de empezar la siguiente.`,
    contract: (title: string, count: number) =>
      `El contrato del backend es el documento OpenAPI ${q(title)} generado junto con este prompt (${n(count, "operación", "operaciones")}): implementa exactamente esos endpoints, nombres y campos, y construye las pantallas sobre ellos.`,
    context: "Contexto",
    problem: "El problema que resuelve",
    users: "Para quién es",
    persona: "Perfil principal",
    today: "Cómo se las arreglan hoy",
    edge: (competitors: string) => `Qué debe diferenciarlo${competitors ? ` de ${competitors}` : ""}`,
    platforms: "Plataformas",
    platformsAnswer: (answer: string) => `Según la respuesta del responsable del producto: ${q(answer)}.`,
    platformRules: {
      web: (name: string) =>
        `Construye ${name} como una única aplicación web responsive que funcione en navegadores de ordenador y de móvil.`,
      pwa: "Haz que la aplicación web se pueda instalar en teléfonos como aplicación web progresiva (PWA): manifiesto, iconos y caché sin conexión del armazón de la app (app shell).",
      ios: "Publica una app de iOS a partir del mismo código, para iPhone.",
      android: "Publica una app de Android a partir del mismo código.",
      desktopApp: "Empaqueta una aplicación de escritorio para Windows y macOS.",
      webOnly: "Solo la aplicación web: en la versión 1 no se construye ni se empaqueta nada más.",
    },
    stack: (integrations: string) =>
      `Usa tu stack por defecto (por ejemplo, React, TypeScript y Tailwind, con tu autenticación y tu base de datos Postgres integradas)${integrations ? `; los únicos servicios adicionales son ${integrations}` : "; no añadas ningún otro servicio"}.`,
    dataModel: "Modelo de datos",
    dataIntro: (count: number) =>
      count === 1
        ? "Crea esta tabla. Además, tiene `id` (uuid, clave primaria), `created_at` y `updated_at`."
        : `Crea estas ${count} tablas. Cada una tiene además \`id\` (uuid, clave primaria), \`created_at\` y \`updated_at\`.`,
    tableColumns: ["Tabla", "Columna", "Tipo", "Notas"],
    foreignKey: (table: string) => `clave foránea → \`${table}.id\``,
    sensitive: "sensible: restringe quién puede leerlo",
    roles: "Roles y permisos",
    roleColumns: ["Rol", "Puede hacer"],
    enforce: (roles: string) =>
      `Aplica en el servidor los permisos de cada rol (${roles}) con seguridad a nivel de fila o un mecanismo equivalente, no solo ocultando botones.`,
    noRoles: "Un solo tipo de usuario: cada usuario con sesión iniciada solo ve sus propios registros.",
    phase: (number: number, name: string) => `Fase ${number}: ${name}`,
    phaseNames: {
      foundation: "Base",
      must: "Requisitos imprescindibles",
      should: "Requisitos importantes",
      could: "Requisitos deseables (solo si hay tiempo)",
      finish: "Pulido, accesibilidad y pruebas",
    },
    endpoints: "Endpoints",
    acceptance: "Criterios de aceptación",
    criterion: (given: string, when: string, then: string) => `Dado que ${given}, cuando ${when}, entonces ${then}.`,
    foundationItems: {
      auth: (providers: string) =>
        `Registro, inicio de sesión, cierre de sesión y restablecimiento de contraseña${providers ? `, también con ${providers}` : ""}.`,
      tables: (tables: string) =>
        `Las tablas del modelo de datos (${tables}), con sus claves foráneas y sus reglas de acceso por rol.`,
      layout: (areas: string) =>
        `La estructura de la app: navegación a ${areas}, una página principal por rol, el nombre del usuario con sesión iniciada y un botón para cerrar sesión.`,
    },
    foundationChecks: {
      auth: "Un usuario nuevo puede registrarse, iniciar sesión, cerrar sesión y restablecer la contraseña.",
      roles: (roles: string) =>
        `Cada rol (${roles}) solo ve las páginas y los datos que le corresponden; pruébalo con un usuario por rol.`,
      tables: (count: number) =>
        count === 1
          ? "La tabla existe con sus claves foráneas, y los registros se conservan al recargar."
          : `Las ${count} tablas existen con sus claves foráneas, y los registros se conservan al recargar.`,
    },
    finishItems: (areas: string, workflow: string) => [
      `Estados vacío, de carga y de error en todas las listas (${areas}); los formularios validan mientras se escribe y explican qué está mal.`,
      "Accesibilidad (WCAG 2.1 AA): manejo con teclado, foco visible, una etiqueta en cada campo y contraste suficiente.",
      `Pruebas automatizadas para cada criterio de aceptación anterior${workflow ? `, empezando por el flujo ${q(workflow)}` : ""}.`,
    ],
    finishChecks: (count: number) => [
      "Todas las pantallas funcionan a 360 px, 768 px y 1280 px de ancho, y solo con el teclado.",
      `Las pruebas de ${count === 1 ? "el requisito" : `los ${count} requisitos`} pasan, y una comprobación automática de accesibilidad no detecta problemas graves.`,
    ],
    constraints: "Restricciones",
    scale: (scale: string) =>
      `**Carga prevista:** ${scale}; pagina las listas e indexa las columnas por las que se filtra.`,
    designFor: (risk: string) => `**Ten en cuenta en el diseño:** ${risk}`,
    doNotBuild: "Esto queda fuera de la versión 1. Deja el diseño preparado para ello, pero no lo construyas:",
  },
};
