import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** The package catalogue page (/packages): header, cards and why to upgrade. */
export const packagesMessages = defineMessages({
  en: {
    documentTitle: "Development Packages",
    title: "Development Packages",
    intro: "Start with a free RFP, add the complete documentation set, or book developer time to build your product.",
    loading: "Loading packages",
    features: "{name} features",
    purchased: "Purchased",
    activating: "Activating...",
    activateFree: "Activate Free Package",
    choose: "Choose Package",
    whyTitle: "Why Upgrade Your Package?",
    documentsTitle: "Every document you need",
    documentsText:
      "Complete Documentation adds an investor pitch deck, an OpenAPI specification and a ready prompt for an AI app builder to your RFP.",
    productTitle: "From plan to product",
    productText: "Development Week and Development Hours put a dedicated developer and QA on your definition.",
    hoursTitle: "Flexible hours",
    hoursText: "Spend your hours as the work needs them and follow the hours used on your dashboard.",
    supportTitle: "Priority support",
    supportText: "Paid packages come with priority support, code review and direct updates on progress.",
  },
  es: {
    documentTitle: "Paquetes de desarrollo",
    title: "Paquetes de desarrollo",
    intro:
      "Empieza con un RFP gratuito, añade el conjunto completo de documentación o reserva tiempo de desarrollo para construir tu producto.",
    loading: "Cargando paquetes",
    features: "Funciones de {name}",
    purchased: "Comprado",
    activating: "Activando...",
    activateFree: "Activar paquete gratuito",
    choose: "Elegir paquete",
    whyTitle: "¿Por qué mejorar tu paquete?",
    documentsTitle: "Todos los documentos que necesitas",
    documentsText:
      "Documentación completa añade a tu RFP una presentación para inversores, una especificación OpenAPI y un prompt listo para un creador de apps con IA.",
    productTitle: "Del plan al producto",
    productText: "Semana de desarrollo y Horas de desarrollo ponen a un desarrollador dedicado y QA en tu definición.",
    hoursTitle: "Horas flexibles",
    hoursText: "Usa tus horas según lo necesite el trabajo y sigue las horas usadas en tu panel.",
    supportTitle: "Soporte prioritario",
    supportText:
      "Los paquetes de pago incluyen soporte prioritario, revisión de código y novedades directas del progreso.",
  },
  fr: {
    documentTitle: "Forfaits de développement",
    title: "Forfaits de développement",
    intro:
      "Commencez par un RFP gratuit, ajoutez la documentation complète ou réservez du temps de développement pour construire votre produit.",
    loading: "Chargement des forfaits",
    features: "Fonctionnalités de {name}",
    purchased: "Acheté",
    activating: "Activation...",
    activateFree: "Activer le forfait gratuit",
    choose: "Choisir ce forfait",
    whyTitle: "Pourquoi passer à un forfait supérieur ?",
    documentsTitle: "Tous les documents dont vous avez besoin",
    documentsText:
      "Documentation complète ajoute à votre RFP une présentation pour investisseurs, une spécification OpenAPI et un prompt prêt pour un générateur d'applications IA.",
    productTitle: "Du plan au produit",
    productText:
      "Semaine de développement et Heures de développement mettent un développeur dédié et de la QA sur votre définition.",
    hoursTitle: "Des heures flexibles",
    hoursText:
      "Utilisez vos heures selon les besoins du travail et suivez les heures consommées sur votre tableau de bord.",
    supportTitle: "Support prioritaire",
    supportText:
      "Les forfaits payants incluent un support prioritaire, une revue de code et un suivi direct de l'avancement.",
  },
  de: {
    documentTitle: "Entwicklungspakete",
    title: "Entwicklungspakete",
    intro:
      "Beginnen Sie mit einem kostenlosen RFP, ergänzen Sie die vollständige Dokumentation oder buchen Sie Entwicklerzeit, um Ihr Produkt zu bauen.",
    loading: "Pakete werden geladen",
    features: "Leistungen von {name}",
    purchased: "Gekauft",
    activating: "Wird aktiviert...",
    activateFree: "Kostenloses Paket aktivieren",
    choose: "Paket wählen",
    whyTitle: "Warum ein größeres Paket?",
    documentsTitle: "Alle Dokumente, die Sie brauchen",
    documentsText:
      "Vollständige Dokumentation ergänzt Ihr RFP um ein Pitch-Deck für Investoren, eine OpenAPI-Spezifikation und einen fertigen Prompt für einen KI-App-Builder.",
    productTitle: "Vom Plan zum Produkt",
    productText:
      "Entwicklungswoche und Entwicklungsstunden setzen einen eigenen Entwickler und QA auf Ihre Definition.",
    hoursTitle: "Flexible Stunden",
    hoursText:
      "Setzen Sie Ihre Stunden ein, wie die Arbeit sie braucht, und verfolgen Sie die verbrauchten Stunden im Dashboard.",
    supportTitle: "Priorisierter Support",
    supportText: "Bezahlte Pakete enthalten priorisierten Support, Code-Reviews und direkte Updates zum Fortschritt.",
  },
});
