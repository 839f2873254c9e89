import { defineMessages } from "#web/lib/i18n/define-messages.ts";

export const homeMessages = defineMessages({
  en: {
    title: "Turn a product idea into the documents that get it built",
    intro:
      "Specwright guides you through a conversation about your idea and turns your answers into a Request for Proposal and the other documents a development team or an investor needs.",
    dashboard: "Go to your dashboard",
    createAccount: "Create account",
    signIn: "Sign in",
    howItWorks: "How it works",
    askTitle: "Answer a guided questionnaire",
    askText: "Describe your product idea one question at a time. Answers can be edited later.",
    documentsTitle: "Receive your documents",
    documentsText:
      "Get a Request for Proposal; with the right package also an investor pitch deck, an OpenAPI specification and a prompt for an AI app builder.",
    buildTitle: "Get it built",
    buildText: "Buy packages of development hours and follow the hours used against the hours available.",
  },
  es: {
    title: "Convierte una idea de producto en los documentos que la hacen realidad",
    intro:
      "Specwright te guía en una conversación sobre tu idea y convierte tus respuestas en una solicitud de propuesta (RFP) y en los demás documentos que necesitan un equipo de desarrollo o un inversor.",
    dashboard: "Ir a tu panel",
    createAccount: "Crear cuenta",
    signIn: "Iniciar sesión",
    howItWorks: "Cómo funciona",
    askTitle: "Responde a un cuestionario guiado",
    askText: "Describe tu idea de producto pregunta a pregunta. Podrás editar las respuestas más tarde.",
    documentsTitle: "Recibe tus documentos",
    documentsText:
      "Obtén una solicitud de propuesta (RFP) y, con el paquete adecuado, también una presentación para inversores, una especificación OpenAPI y un prompt para un creador de apps con IA.",
    buildTitle: "Hazlo realidad",
    buildText: "Compra paquetes de horas de desarrollo y sigue las horas usadas frente a las disponibles.",
  },
  fr: {
    title: "Transformez une idée de produit en documents qui la concrétisent",
    intro:
      "Specwright vous guide dans une conversation sur votre idée et transforme vos réponses en appel d'offres (RFP) et en tous les documents dont une équipe de développement ou un investisseur a besoin.",
    dashboard: "Aller à votre tableau de bord",
    createAccount: "Créer un compte",
    signIn: "Se connecter",
    howItWorks: "Comment ça marche",
    askTitle: "Répondez à un questionnaire guidé",
    askText: "Décrivez votre idée de produit, une question à la fois. Les réponses restent modifiables.",
    documentsTitle: "Recevez vos documents",
    documentsText:
      "Obtenez un appel d'offres (RFP) et, avec le bon forfait, une présentation pour investisseurs, une spécification OpenAPI et un prompt pour un générateur d'applications par IA.",
    buildTitle: "Faites-le développer",
    buildText:
      "Achetez des forfaits d'heures de développement et suivez les heures utilisées par rapport aux heures disponibles.",
  },
  de: {
    title: "Machen Sie aus einer Produktidee die Dokumente, mit denen sie gebaut wird",
    intro:
      "Specwright führt Sie durch ein Gespräch über Ihre Idee und macht aus Ihren Antworten eine Angebotsanfrage (RFP) und die weiteren Dokumente, die ein Entwicklungsteam oder ein Investor braucht.",
    dashboard: "Zu Ihrer Übersicht",
    createAccount: "Konto erstellen",
    signIn: "Anmelden",
    howItWorks: "So funktioniert es",
    askTitle: "Beantworten Sie einen geführten Fragebogen",
    askText: "Beschreiben Sie Ihre Produktidee Frage für Frage. Antworten lassen sich später bearbeiten.",
    documentsTitle: "Erhalten Sie Ihre Dokumente",
    documentsText:
      "Sie erhalten eine Angebotsanfrage (RFP) und mit dem passenden Paket auch ein Pitch-Deck für Investoren, eine OpenAPI-Spezifikation und einen Prompt für einen KI-App-Builder.",
    buildTitle: "Lassen Sie es bauen",
    buildText:
      "Kaufen Sie Pakete mit Entwicklungsstunden und behalten Sie verbrauchte und verfügbare Stunden im Blick.",
  },
});
