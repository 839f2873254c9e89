import { defineMessages } from "../i18n/define-messages";
import { SANDBOX_CARD_MESSAGES } from "./sandbox-cards";

/** The payment sandbox's card errors; the English is Stripe's own wording for the same mistakes. */
export const sandboxCardMessages = defineMessages({
  en: SANDBOX_CARD_MESSAGES,
  es: {
    numberIncomplete: "El número de tu tarjeta está incompleto.",
    numberInvalid: "El número de tu tarjeta no es válido.",
    notTestCard:
      "El número de tu tarjeta no es una tarjeta de prueba. Usa una tarjeta de prueba de Stripe como 4242 4242 4242 4242.",
    expiryIncomplete: "La fecha de caducidad de tu tarjeta está incompleta.",
    expiryPast: "La fecha de caducidad de tu tarjeta ya ha pasado.",
    cvcIncomplete: "El código de seguridad de tu tarjeta está incompleto.",
  },
  fr: {
    numberIncomplete: "Le numéro de votre carte est incomplet.",
    numberInvalid: "Le numéro de votre carte n'est pas valide.",
    notTestCard:
      "Le numéro de votre carte n'est pas une carte de test. Utilisez une carte de test Stripe comme 4242 4242 4242 4242.",
    expiryIncomplete: "La date d'expiration de votre carte est incomplète.",
    expiryPast: "La date d'expiration de votre carte est dépassée.",
    cvcIncomplete: "Le code de sécurité de votre carte est incomplet.",
  },
  de: {
    numberIncomplete: "Ihre Kartennummer ist unvollständig.",
    numberInvalid: "Ihre Kartennummer ist ungültig.",
    notTestCard: "Ihre Kartennummer ist keine Testkarte. Verwenden Sie eine Stripe-Testkarte wie 4242 4242 4242 4242.",
    expiryIncomplete: "Das Ablaufdatum Ihrer Karte ist unvollständig.",
    expiryPast: "Das Ablaufdatum Ihrer Karte liegt in der Vergangenheit.",
    cvcIncomplete: "Der Sicherheitscode Ihrer Karte ist unvollständig.",
  },
});
