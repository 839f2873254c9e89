import type { DeckText } from "./en";

/** Las palabras de la presentación en español; las respuestas del fundador van tal como se escribieron. */
export const es: DeckText = {
  controls: {
    previous: "Anterior",
    next: "Siguiente",
    notes: "Notas (N)",
    slide: "Diapositiva",
    speakerNotes: "Notas del orador",
  },
  title: (name) => `${name}: presentación para inversores`,
  meta: (month) => `Presentación para inversores, ${month}`,
  continued: (label) => `${label} (continuación)`,
  labels: {
    problem: "El problema",
    solution: "La solución",
    product: "Versión 1",
    market: "Mercado",
    business: "Modelo de negocio",
    traction: "Tracción y objetivos",
    competition: "Competencia",
    goToMarket: "Salida al mercado",
    roadmap: "Hoja de ruta",
    team: "Equipo",
    ask: "Lo que pedimos",
    lookingFor: "Lo que buscamos",
    closing: "Gracias",
  },
  headlines: {
    solution: (name) => `Lo que ${name} hace distinto`,
    product: (count, weeks) =>
      weeks > 0
        ? `Versión 1: ${count} ${count === 1 ? "capacidad imprescindible" : "capacidades imprescindibles"} en ${weeks} semanas`
        : `Versión 1: ${count} ${count === 1 ? "capacidad imprescindible" : "capacidades imprescindibles"}`,
    marketSized: (tam, sam) =>
      sam ? `Un mercado de ${tam}, ${sam} a nuestro alcance con nuestro precio` : `Un mercado de ${tam}`,
    price: (price, yearly, unit) => `${price} por ${unit ?? "cliente"}: ${yearly} al año`,
    traction: (goal) => `En seis meses: ${goal}`,
    competition: (alternatives) => `Los clientes nos comparan con ${alternatives}`,
    goToMarket: (channel) => `Primeros clientes: ${channel}`,
    roadmap: (weeks, steps) => `Versión 1 en ${weeks} semanas, en ${steps} etapas`,
    raising: (amount, round) => `Levantamos ${amount}${round ? ` (${round})` : ""} para construir la versión 1`,
  },
  blocks: {
    persona: "Quién lo sufre",
    today: "Cómo se resuelve hoy",
    startsWith: "Por dónde empieza la versión 1",
    mustHave: "Imprescindible",
    effort: "Horas de trabajo por prioridad",
    sizing: "Tamaño del mercado",
    tam: "TAM",
    sam: "SAM",
    som: "SOM",
    tamStated: "Gasto total, según los datos aportados",
    sizeTimes: (customers, noun, yearly) => `${customers} ${noun} × ${yearly} al año`,
    firstCustomers: "A quién servimos primero",
    perPeriod: { month: "al mes", year: "al año", week: "a la semana" },
    economics: "Economía unitaria",
    yearly: (amount, unit) => `${amount} por ${unit ?? "cliente"} al año`,
    payback: (budget, customers, unit) =>
      `El presupuesto de la versión 1 (${budget}) equivale a un año de ${customers} ${unit ? `suscripciones (por ${unit})` : "clientes"}`,
    goals: "Objetivos de los primeros seis meses",
    goalRevenue: (revenue) => `Ese objetivo supone ${revenue} de ingresos anuales`,
    alternatives: "Lo que usan hoy los clientes",
    whyWe: (name) => `Por qué gana ${name}`,
    channels: "Canales",
    timeline: "Versión 1, semana a semana",
    week: (week) => `Semana ${week}`,
    after: (titles) => `Después del lanzamiento: ${titles}`,
    ifTime: "Si hay tiempo",
    useOfFunds: "Uso de los fondos",
    share: (item, share) => `${item}: ${share} %`,
    vendor: "De un proveedor de desarrollo",
    assets: "Lo que ya tenemos",
    thanks: "Gracias. Preguntas bienvenidas.",
  },
  notes: {
    title: (name) => [
      `Buenos días. Vengo a presentarles ${name} y lo que necesitamos para construir su primera versión.`,
      "En diez minutos: el problema, el producto, el mercado y lo que pedimos.",
    ],
    problem: (persona, today) => [
      persona ? `Piensen en la persona que vive este problema: ${persona}` : "",
      today ? `Hoy se las arreglan así: ${today}` : "",
      "Cada semana que sigue así les cuesta tiempo y dinero, y nadie se lo ha resuelto todavía.",
    ],
    solution: (name, top) => [
      `${name} está hecho en torno a lo que realmente hacen, no en torno a una herramienta genérica.`,
      top ? `La versión 1 empieza con ${top}.` : "",
      "Esa es la diferencia que notarán desde el primer día.",
    ],
    product: (count, hours, critical) => [
      `La versión 1 tiene ${count} ${count === 1 ? "capacidad imprescindible" : "capacidades imprescindibles"}, unas ${hours} horas de desarrollo y QA.`,
      critical ? `Lo único que debe funcionar perfecto en el lanzamiento: ${critical}` : "",
      "Todo lo demás espera a que los clientes lo pidan.",
    ],
    market: (sizing, audience) => [
      sizing ? `Estas son las cuentas: ${sizing}.` : "",
      audience ? `Empezamos por ${audience}, donde podemos ganar primero.` : "",
      "Son nuestras propias cifras; las afinaremos con los primeros clientes.",
    ],
    business: (model, payback) => [
      model ? `Cómo ganamos dinero: ${model}` : "",
      payback ? `${payback}.` : "",
      "Los ingresos crecen con cada cliente nuevo, sin construir un producto nuevo para cada uno.",
    ],
    traction: (goals) => [
      `Estos son los objetivos con los que nos comprometemos en los primeros seis meses: ${goals}.`,
      "Les informaremos de ellos cada mes.",
    ],
    competition: (alternatives, edge) => [
      alternatives ? `Hoy los clientes eligen entre ${alternatives}.` : "",
      edge ? `Nuestra respuesta es sencilla: ${edge}` : "",
      "Por eso se cambiarán.",
    ],
    goToMarket: (channels, audience) => [
      channels ? `Llegamos a los primeros clientes a través de ${channels}.` : "",
      audience ? `Los primeros a los que vamos: ${audience}.` : "",
      "Cada canal lo podemos empezar este mismo mes, sin un gran presupuesto.",
    ],
    roadmap: (weeks, cuts, later) => [
      `La versión 1 sale en ${weeks} semanas, hito a hito.`,
      cuts ? `Si falta tiempo, lo primero que recortamos es: ${cuts}` : "",
      later ? `Después del lanzamiento llegan ${later}.` : "",
    ],
    team: (team) => [
      team ? `Quiénes somos: ${team}` : "",
      "Conocemos a estos clientes porque trabajamos con ellos cada día.",
    ],
    askRaising: (raising, uses) => [
      `${raising}.`,
      uses ? `El dinero se destina a ${uses}.` : "",
      "Nos lleva a un producto en marcha y a los objetivos de la diapositiva de tracción.",
    ],
    askLooking: (looking, vendor) => [
      looking ? `Hoy no pedimos dinero; buscamos ${looking}.` : "Hoy no pedimos dinero.",
      vendor ? `De un proveedor de desarrollo esperamos: ${vendor}` : "",
      "Si pueden ayudarnos, o conocen a alguien que pueda, hablemos después.",
    ],
    closing: (name) => [`Gracias por su tiempo. Esto es ${name}.`, "Con gusto respondo a sus preguntas."],
  },
};
