import { type AnalyzerPhrases, forPurpose, type Noun } from "./types";

/** "y" becomes "e" before a word that starts with the sound /i/ ("Citas e informes"). */
const and = (next: string) => (/^h?i(?![aeouáéóú])/i.test(next) ? "e" : "y");
const list = (items: readonly string[]) => {
  if (items.length <= 1) return items[0] ?? "";
  const last = items.at(-1) ?? "";
  return `${items.slice(0, -1).join(", ")} ${and(last)} ${last}`;
};
const q = (text: string) => `«${text}»`;

/**
 * The founder's nouns and role names keep the words they were written in, so no article or
 * adjective agrees with them: a user "con el rol «Accountant»", "un registro de «factura»".
 */
const SOMEONE = "usuario";
const who = (role: string) => (role === SOMEONE ? "un usuario" : `un usuario con el rol ${q(role)}`);
const theOne = (role: string) => (role === SOMEONE ? "el usuario" : `el usuario con el rol ${q(role)}`);
const record = (noun: Noun) => `un registro de ${q(noun.one)}`;
const records = (noun: Noun) => `registros de ${q(noun.many)}`;

export const es: AnalyzerPhrases = {
  quote: q,
  list,
  someone: SOMEONE,
  user: { label: "Usuarios", one: "usuario", many: "usuarios" },
  derived: {
    access: "Cuentas, inicio de sesión y roles",
    integration: (name) => `Integración: ${name}`,
    integrationFeature: (name, purpose) => `Integración: ${name}${forPurpose("para", purpose)}`,
    // More than three names make a sentence of the title: the requirement lists them.
    rolesFeature: (names) => (names.length <= 3 ? `Roles y permisos para ${names.join(", ")}` : "Roles y permisos"),
  },
  rationale: {
    capability: "Imprescindible: figura entre las capacidades que debe tener la primera versión.",
    critical: "Imprescindible: forma parte del flujo que debe funcionar sin fallos en el lanzamiento.",
    top: "Imprescindible: está entre las tres prioridades principales del equipo fundador.",
    should:
      "Importante: entra en la versión 1 por la prioridad que le da el equipo fundador, después de los imprescindibles.",
    derived: "Importante: lo exigen las respuestas (roles, integraciones), aunque no figure como funcionalidad.",
    access: "Imprescindible: cada rol necesita una cuenta para usar el producto.",
    could: (cut) => `Deseable: es lo primero que el equipo fundador recortaría si falta tiempo (${q(cut)}).`,
    hedged: "Deseable: el equipo fundador lo querría, pero no lo consideró imprescindible.",
    later: "Más adelante: el equipo fundador lo ha aplazado a una versión posterior.",
    laterIntegration: (name) => `Más adelante: el equipo fundador ha dejado ${name} para más adelante.`,
  },
  description: {
    usedBy: (roles) => `Roles que lo usan: ${roles}.`,
    worksWith: (entities) => `Datos con los que trabaja: ${entities}.`,
    covers: (actions, workflow) => `Cubre ${actions}${workflow ? ` dentro del flujo ${q(workflow)}` : ""}.`,
    critical: "Forma parte del flujo que debe funcionar sin fallos en el lanzamiento.",
    integration: (name, purpose) => `Se conecta con ${name}${forPurpose("para", purpose)}.`,
    platforms: (names) =>
      `El producto en ${names}, con las mismas cuentas y los mismos datos en todas las plataformas.`,
    access: (roles) =>
      roles
        ? `Cada persona inicia sesión con su propia cuenta y tiene uno de estos roles: ${roles}; cada rol solo ve y hace lo que tiene permitido.`
        : "Cada persona inicia sesión con su propia cuenta y solo ve sus propios datos.",
    later: "No forma parte de la versión 1; se incluye para que los proveedores dejen el diseño preparado para ello.",
    fallback: (title) => `${title}, tal como se describe en las respuestas del equipo fundador.`,
    details: (text) => `Incluye ${text}.`,
  },
  // Labels as on a button, without an article: "Aprobar match", "Importar bank transactions".
  actionLabel: (action) => {
    if (action.scope === "collection") return `${action.verb} ${action.object ?? action.noun.many}`;
    const joined = /\s/.test(action.verb) ? `${action.verb} de` : action.verb;
    return action.object ? `${action.verb} ${action.object} de ${action.noun.one}` : `${joined} ${action.noun.one}`;
  },
  criteria: {
    action: (actor, label, noun, sets) => ({
      given: `${who(actor)} ha iniciado sesión y existe ${record(noun)}`,
      when: `ejecuta la acción ${q(label)}`,
      then: sets
        ? `el campo ${q(sets.field)} pasa a ${q(sets.value)} y queda registrado quién lo hizo y cuándo`
        : "el registro muestra el resultado y todas las personas con permiso para verlo ven el cambio",
    }),
    batch: (actor, label, noun) => ({
      given: `${who(actor)} ha iniciado sesión`,
      when: `ejecuta la acción ${q(label)}`,
      then: `los nuevos ${records(noun)} aparecen en la lista junto con el número de registros añadidos, y repetir la acción no crea duplicados`,
    }),
    create: (actor, noun, fields) => ({
      given: `${who(actor)} ha iniciado sesión`,
      when: `crea ${record(noun)}${fields.length > 0 ? ` con ${list(fields.map(q))}` : ""}`,
      then: `aparece en la lista de ${records(noun)} con esos valores, también después de recargar la página`,
    }),
    filter: (actor, noun, field, values) => ({
      given: `hay ${records(noun)} con distintos valores de ${q(field)} (${list(values.map(q))})`,
      when: `${who(actor)} filtra los ${records(noun)} por un valor de ${q(field)}`,
      then: "solo aparecen los registros que tienen ese valor",
    }),
    refused: (role, label) => ({
      given: `${who(role)} ha iniciado sesión`,
      when: `intenta ejecutar la acción ${q(label)}`,
      then: "la solicitud se rechaza y no cambia nada",
    }),
    hidden: (role, noun, fields) => ({
      given: `${who(role)} ha iniciado sesión`,
      when: `abre ${record(noun)}`,
      then:
        fields.length > 1
          ? `no se le muestran los campos ${list(fields.map(q))}`
          : `no se le muestra el campo ${q(fields[0] ?? "")}`,
    }),
    integration: (name, purpose) => ({
      given: `la conexión con ${name} está configurada en modo de prueba`,
      when: purpose ? `el producto la usa para ${purpose}` : "el producto la usa",
      then: `los datos de ${name} y los del producto coinciden`,
    }),
    integrationDown: (name) => ({
      given: `${name} no responde`,
      when: "un usuario hace algo que depende de ese servicio",
      then: "ve un mensaje claro, no se pierde nada y la operación se reintenta",
    }),
    signIn: (role, admin) => ({
      given: admin ? `${who(admin)} ha invitado a ${who(role)}` : "un usuario nuevo se ha registrado",
      when: admin ? "el usuario invitado inicia sesión" : "inicia sesión",
      then:
        role === SOMEONE ? "solo ve y hace lo que tiene permitido" : `solo ve y hace lo que permite el rol ${q(role)}`,
    }),
    adminOnly: (role, admin) => ({
      given: `${who(role)} ha iniciado sesión`,
      when: `abre una página reservada al rol ${q(admin)}`,
      then: "se le deniega el acceso",
    }),
    provider: (name) => ({
      given: "un usuario tiene una cuenta",
      when: `inicia sesión con ${name}`,
      then: "accede a la misma cuenta y a los mismos datos",
    }),
    platform: (platform, actor) => ({
      given: `${who(actor)} usa el producto en ${platform}`,
      when: "inicia sesión",
      then: "ve los mismos datos que en las demás plataformas",
    }),
    critical: (actor, workflow, steps) => ({
      given: `${who(actor)} ha iniciado sesión`,
      when: `recorre el flujo ${q(workflow)} (${steps.join(" → ")})`,
      then: "cada paso se completa y su resultado queda guardado, sin correcciones manuales",
    }),
    notify: (actor, noun, dateField) => ({
      given:
        noun && dateField
          ? `se acerca la fecha ${q(dateField)} de ${record(noun)}`
          : `${who(actor)} tiene las notificaciones activadas`,
      when: noun && dateField ? "llega la hora del recordatorio" : "cambia algo que sigue",
      then: `${noun && dateField ? theOne(actor) : "el usuario"} recibe un aviso con los detalles y un enlace`,
    }),
    figures: (actor, title, noun) => ({
      given: noun ? `hay ${records(noun)} guardados` : "hay actividad registrada",
      when: `${who(actor)} abre ${q(title)}`,
      then: "las cifras que se muestran coinciden con los registros",
    }),
    audit: (actor, noun) => ({
      given: noun ? `varias personas han modificado ${record(noun)}` : "varias personas han hecho cambios",
      when: `${who(actor)} abre ${noun ? "el historial del registro" : "el historial de cambios"}`,
      then: "ve quién cambió qué y cuándo, y nadie puede editar ni borrar ese historial",
    }),
    search: (actor, noun, field) => ({
      given: `hay ${records(noun)} guardados`,
      when: `${who(actor)} busca uno${field ? ` por ${q(field)}` : ""}`,
      then: "aparecen los registros que coinciden, y solo esos",
    }),
    payment: (actor) => ({
      given: "los pagos están en modo de prueba",
      when: `${who(actor)} paga con una tarjeta de prueba que se rechaza`,
      then: "no se registra ningún pago y puede volver a intentarlo",
    }),
    use: (actor, title) => ({
      given: `${who(actor)} ha iniciado sesión`,
      when: `usa la funcionalidad ${q(title)}`,
      then: "el resultado se guarda y lo ven todas las personas con permiso para verlo",
    }),
    invalid: (actor) => ({
      given: `${who(actor)} introduce datos incompletos o no válidos`,
      when: "guarda",
      then: "ve junto al campo qué está mal y no se guarda nada",
    }),
    required: (actor, noun, field) => ({
      given: `${who(actor)} rellena ${record(noun)} y deja vacío ${q(field)}`,
      when: "lo guarda",
      then: `${q(field)} se marca como obligatorio y no se crea el registro`,
    }),
    threshold: (role, label, noun, amount, rule) => ({
      given: `${record(noun)} de más de ${amount} (${q(rule)})`,
      when: `alguien que no es ${theOne(role)} lo hace avanzar`,
      then: `espera a que ${theOne(role)} pueda ejecutar ${q(label)}; con ${amount} o menos no espera`,
    }),
    ownOnly: (role, noun) => ({
      given: `dos usuarios con el rol ${q(role)}, cada uno con sus propios ${records(noun)}`,
      when: `uno de ellos lista los ${records(noun)} o abre el de otro por su dirección`,
      then: "solo ve los suyos, y el del otro se rechaza",
    }),
  },
  entityDescription: (noun: Noun, product, fields) =>
    `Registro de ${q(noun.one)} en ${product}${fields.length > 0 ? `: ${list(fields)}` : ""}.`,
  workflowName: (index) => `Flujo ${index}`,
  milestone: {
    discovery: "Descubrimiento y diseño",
    foundation: "Base: cuentas, roles y datos",
    build: "Funcionalidades imprescindibles",
    build2: "Funcionalidades imprescindibles, 2.ª parte",
    integration: "Funcionalidades importantes e integraciones",
    acceptance: "Beta y pruebas de aceptación",
    launch: "Lanzamiento y traspaso",
  },
  integrationPurpose: {
    payments: "pagos",
    sign_in: "inicio de sesión",
    banking: "datos bancarios",
    accounting: "contabilidad",
    email: "correo electrónico",
    sms: "SMS",
    push: "notificaciones push",
    calendar: "calendarios",
    maps: "mapas y ubicaciones",
    storage: "almacenamiento de archivos",
    messaging: "mensajería",
    video: "videollamadas",
    crm: "datos de clientes",
    ecommerce: "comercio electrónico",
    analytics: "analítica",
    ai: "funciones de IA",
    other: "",
  },
  nfr: {
    accessibility:
      "Cumple WCAG 2.1 AA: manejo completo con teclado, foco visible, campos etiquetados y contraste suficiente.",
    scale: (answer) => `Soporta la carga prevista para el primer año sin perder rendimiento: ${answer}`,
    sensitive: (answer) => `Los datos sensibles solo son visibles para las personas indicadas: ${answer}`,
  },
  funds: {
    build: (budget) => `Desarrollo de la versión 1 (presupuesto de desarrollo: ${budget})`,
    market: (channel) => `Salida al mercado${channel ? ` (primer canal: ${channel})` : ""}`,
    operations: "Operaciones, soporte y runway",
  },
  questions: {
    roles: (product) => `¿Quién usará ${product}: qué tipos de usuarios, y qué puede hacer cada uno?`,
    rights: (roles) => `¿Qué puede hacer cada uno de estos roles: ${roles}?`,
    admin: "¿Quién puede hacerlo todo: gestionar usuarios, configuración y todos los datos?",
    records: (product) => `¿Qué información debe guardar ${product}? Nombre las cosas principales y sus datos.`,
    details: (records) => `¿Qué datos hay que guardar de cada uno de estos: ${records}?`,
    status: (noun) => `¿Qué valores tiene el estado de «${noun.one}» (los estados por los que pasa)?`,
    workflows: "¿Cuáles son los flujos más importantes, paso a paso: quién hace qué y en qué orden?",
    platforms: (product) =>
      `¿En qué plataformas debe funcionar ${product}: en el navegador, en qué teléfonos o en ordenadores?`,
    capabilities: "¿Qué funcionalidades debe tener la primera versión?",
    budget: "¿Qué presupuesto hay para la primera versión (una cantidad o un rango)?",
    timeline: "¿Cuándo debe estar en marcha la primera versión?",
    price: "¿Qué pagará un cliente, y por qué (por usuario, al mes, una comisión)?",
    raising: "¿Cuánto dinero están levantando, y en qué ronda?",
    market: "¿Qué tamaño tiene el mercado: cuántos clientes posibles hay y cuánto gastan hoy en esto?",
    roleName: (name) => `¿Es «${name}» el nombre completo de un rol, o le falta una palabra?`,
    roleRights: (role, other) =>
      `Lo que puede hacer ${role} parece decir también lo que hace otra persona («${other}»): ¿es un rol propio?`,
    statusField: (record, field) => `¿«${field}» es un dato de ${record} o uno de los valores de su estado?`,
    shortFeature: (title) =>
      `¿Qué debe permitir hacer «${title}»? Con una sola palabra, los proveedores tienen que adivinar.`,
  },
  assumptions: {
    estimates:
      "Las estimaciones están en horas de un desarrollador full-stack con experiencia; QA supone una cuarta parte del desarrollo. Los proveedores presentan las suyas.",
    nativeApp: (platform) =>
      `La app de ${platform} se construye como una app propia; por ello, el trabajo de cada funcionalidad lleva un 40\u00a0% más.`,
    nativeApps:
      "Las apps de iOS y Android comparten una única base de código multiplataforma; por ello, el trabajo de cada funcionalidad lleva un 40\u00a0% más.",
    weeks: (weeks) =>
      `No se indicó ninguna duración, así que el plan supone ${weeks} semanas para un equipo de dos desarrolladores.`,
    lifecycle: (entity, field, values) =>
      `${entity}.${field} toma los valores habituales ${values}; hay que confirmarlos.`,
    users:
      "Cada rol es una cuenta de usuario con un rol asignado; un registro User guarda nombre, correo electrónico y rol.",
    web: "No se indicó ninguna plataforma, así que el plan supone una aplicación web responsive.",
    funds:
      "El reparto de los fondos es una propuesta basada en el presupuesto y los canales; el equipo fundador decide el reparto real.",
    assignedField: (entity, field) => `Se añade ${entity}.${field} porque un paso de un flujo lo asigna.`,
  },
};
