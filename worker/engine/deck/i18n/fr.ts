import type { DeckText } from "./en";

/** Les mots de la présentation en français ; les réponses du fondateur restent telles qu'écrites. */
export const fr: DeckText = {
  controls: {
    previous: "Précédente",
    next: "Suivante",
    notes: "Notes (N)",
    slide: "Diapositive",
    speakerNotes: "Notes de l'orateur",
  },
  title: (name) => `${name}\u00a0: présentation aux investisseurs`,
  meta: (month) => `Présentation aux investisseurs, ${month}`,
  continued: (label) => `${label} (suite)`,
  labels: {
    problem: "Le problème",
    solution: "La solution",
    product: "Version 1",
    market: "Marché",
    business: "Modèle économique",
    traction: "Traction et objectifs",
    competition: "Concurrence",
    goToMarket: "Mise sur le marché",
    roadmap: "Feuille de route",
    team: "Équipe",
    ask: "Notre demande",
    lookingFor: "Ce que nous recherchons",
    closing: "Merci",
  },
  headlines: {
    businessHow: (name: string) => `Comment ${name} gagne de l'argent`,
    teamBehind: (name: string) => `Les personnes derrière ${name}`,
    team: (count: number) =>
      count === 1 ? "Un fondateur" : `Une équipe de ${["", "un", "deux", "trois", "quatre", "cinq"][count] ?? count}`,
    solution: (name) => `Ce que ${name} fait autrement`,
    product: (count, weeks) =>
      weeks > 0
        ? `Version 1\u00a0: ${count} ${count === 1 ? "fonctionnalité indispensable" : "fonctionnalités indispensables"} en ${weeks} semaines`
        : `Version 1\u00a0: ${count} ${count === 1 ? "fonctionnalité indispensable" : "fonctionnalités indispensables"}`,
    marketStated: (tam, sam) => `Un marché de ${tam}, dont ${sam} à notre portée`,
    marketSized: (tam, sam) =>
      sam ? `Un marché de ${tam}, dont ${sam} à notre portée à notre prix` : `Un marché de ${tam}`,
    price: (price, yearly, unit) => `${price} par ${unit ?? "client"}\u00a0: ${yearly} par an`,
    traction: (goal) => `Dans six mois\u00a0: ${goal}`,
    competition: (alternatives) => `Nos clients nous comparent à ${alternatives}`,
    goToMarket: (channel) => `Premiers clients\u00a0: ${channel}`,
    roadmap: (weeks, steps) => `Version 1 en ${weeks} semaines, en ${steps} étapes`,
    raising: (amount, round) => `Nous levons ${amount}${round ? ` (${round})` : ""} pour construire la version 1`,
    looking: (what: string | null) => (what ? `Nous cherchons ${what}` : "Nous ne levons pas de fonds aujourd'hui"),
  },
  blocks: {
    pricing: "Notre tarification",
    customersCount: "Clients potentiels",
    countStated: "Selon nos réponses",
    members: "Qui nous sommes",
    persona: "Qui le vit",
    today: "Comment on fait aujourd'hui",
    startsWith: "Par où commence la version 1",
    mustHave: "Indispensable",
    effort: "Heures de travail par priorité",
    sizing: "Taille du marché",
    tam: "TAM",
    sam: "SAM",
    som: "SOM",
    tamStated: "Dépense totale, selon les chiffres donnés",
    sizeTimes: (customers, noun, yearly) => `${customers} ${noun} × ${yearly} par an`,
    firstCustomers: "Nos premiers clients",
    perPeriod: { month: "par mois", year: "par an", week: "par semaine" },
    economics: "Économie unitaire",
    yearly: (amount, unit) => `${amount} par ${unit ?? "client"} et par an`,
    payback: (budget, customers, unit) =>
      `${customers} ${unit ? `abonnements (par ${unit})` : "clients"} pendant un an paient la version 1 (${budget})`,
    goals: "Objectifs des six premiers mois",
    goalRevenue: (revenue, arithmetic) => `Cet objectif représente ${revenue} de revenus annuels (${arithmetic})`,
    alternatives: "Ce que les clients utilisent aujourd'hui",
    whyWe: (name) => `Pourquoi ${name} l'emporte`,
    channels: "Canaux",
    timeline: "La version 1, semaine par semaine",
    week: (week) => `Semaine ${week}`,
    after: (titles) => `Après le lancement\u00a0: ${titles}`,
    ifTime: "Si le temps le permet",
    useOfFunds: "Utilisation des fonds",
    useOfFundsProposed: "Utilisation des fonds\u00a0: notre proposition",
    proposal:
      "Une proposition\u00a0: les réponses ne répartissent pas la levée, cette répartition est donc à discuter.",
    share: (item, share) => `${item}\u00a0: ${share}\u00a0%`,
    vendor: "D'un prestataire de développement",
    assets: "Déjà en main",
    thanks: "Merci. Vos questions sont les bienvenues.",
  },
  notes: {
    title: (name) => [
      `Bonjour. Je viens vous présenter ${name} et ce dont nous avons besoin pour en construire la première version.`,
      "En dix minutes\u00a0: le problème, le produit, le marché et notre demande.",
    ],
    problem: (persona, today) => [
      persona ? `Pensez à la personne qui vit ce problème\u00a0: ${persona}` : "",
      today ? `Aujourd'hui, elle se débrouille ainsi\u00a0: ${today}` : "",
    ],
    solution: (name, top) => [
      `${name} est conçu autour de ce que ces clients font réellement, pas autour d'un outil générique.`,
      top ? `La version 1 commence par ${top}.` : "",
    ],
    product: (count, hours, critical) => [
      `La version 1 compte ${count} ${count === 1 ? "fonctionnalité indispensable" : "fonctionnalités indispensables"}, soit environ ${hours} heures de développement et de recette.`,
      critical ? `Ce qui doit être irréprochable au lancement\u00a0: ${critical}` : "",
      "Ce que la version 1 laisse de côté figure sur la diapositive de la feuille de route.",
    ],
    market: (sizing, audience) => [
      sizing ? `Voici le calcul\u00a0: ${sizing}.` : "",
      audience ? `Nous commençons par ${audience}, là où nous pouvons gagner en premier.` : "",
      sizing ? "Chaque chiffre de la diapositive vient de nos réponses, avec son calcul." : "",
    ],
    business: (model, payback) => [
      model ? `Comment nous gagnons de l'argent\u00a0: ${model}` : "",
      payback ? `${payback}.` : "",
    ],
    traction: (goals) => [
      `Voici les objectifs sur lesquels nous nous engageons pour les six premiers mois\u00a0: ${goals}.`,
    ],
    competition: (alternatives, edge) => [
      alternatives ? `Aujourd'hui, les clients se tournent vers ${alternatives}.` : "",
      edge ? `Notre réponse est simple\u00a0: ${edge}` : "",
    ],
    goToMarket: (channels, audience) => [
      channels ? `Nous atteignons nos premiers clients par ${channels}.` : "",
      audience ? `Les premiers que nous visons\u00a0: ${audience}.` : "",
    ],
    roadmap: (weeks, cuts, later) => [
      `La version 1 sort en ${weeks} semaines, jalon après jalon.`,
      cuts ? `Si le temps manque, nous coupons d'abord\u00a0: ${cuts}` : "",
      later ? `Après le lancement viennent ${later}.` : "",
    ],
    team: (team) => [team ? `Qui nous sommes\u00a0: ${team}` : ""],
    askRaising: (raising, uses) => [`${raising}.`, uses ? `Les fonds vont à ${uses}.` : ""],
    askLooking: (looking, vendor) => [
      looking
        ? `Nous ne demandons pas d'argent aujourd'hui\u00a0; nous recherchons ${looking}.`
        : "Nous ne demandons pas d'argent aujourd'hui.",
      vendor ? `D'un prestataire de développement, nous attendons\u00a0: ${vendor}` : "",
      "Si vous pouvez nous aider, ou connaissez quelqu'un qui le peut, parlons-en après.",
    ],
    closing: (name) => [`Merci de votre attention. Voilà ${name}.`, "Je serai heureux de répondre à vos questions."],
  },
};
