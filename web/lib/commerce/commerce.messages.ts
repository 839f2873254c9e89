import { COMMERCE_MESSAGES } from "#shared/errors/commerce-messages";
import { defineMessages } from "../i18n/define-messages";

/**
 * The commerce messages the screens produce themselves (activation and payment toasts, the card
 * field's and the checkout's own failures). The English values are the shared constants, so the
 * screens and the server keep saying the same thing.
 */
export const commerceMessages = defineMessages({
  en: {
    packageActivated: COMMERCE_MESSAGES.packageActivated,
    packageActivatedDescription: COMMERCE_MESSAGES.packageActivatedDescription,
    activationFailed: COMMERCE_MESSAGES.activationFailed,
    activationFailedDescription: COMMERCE_MESSAGES.activationFailedDescription,
    paymentSuccessful: COMMERCE_MESSAGES.paymentSuccessful,
    validFor_one: "Valid for {count} month after purchase",
    validFor_other: "Valid for {count} months after purchase",
    purchaseFailed: COMMERCE_MESSAGES.purchaseFailed,
    purchaseError: COMMERCE_MESSAGES.purchaseError,
    stripeNotReady: COMMERCE_MESSAGES.stripeNotReady,
    cardElementMissing: COMMERCE_MESSAGES.cardElementMissing,
    tokenFailed: COMMERCE_MESSAGES.tokenFailed,
    authenticationFailed: COMMERCE_MESSAGES.authenticationFailed,
    authenticationCancelled: COMMERCE_MESSAGES.authenticationCancelled,
    signInRequired: COMMERCE_MESSAGES.signInRequired,
  },
  es: {
    packageActivated: "¡Paquete activado!",
    packageActivatedDescription: "Las funciones de tu paquete gratuito ya están disponibles.",
    activationFailed: "Error de activación",
    activationFailedDescription: "No se pudo activar el paquete gratuito.",
    paymentSuccessful: "¡Pago realizado con éxito!",
    validFor_one: "Válido durante {count} mes tras la compra",
    validFor_other: "Válido durante {count} meses tras la compra",
    purchaseFailed: "No se pudo completar la compra",
    purchaseError: "Error al procesar la compra",
    stripeNotReady: "Stripe aún no está listo.",
    cardElementMissing: "No se encontró el campo de la tarjeta.",
    tokenFailed: "No se pudo crear el token de Stripe",
    authenticationFailed: "No podemos autenticar tu método de pago. Elige otro método de pago e inténtalo de nuevo.",
    authenticationCancelled: "Se canceló la autenticación.",
    signInRequired: "Inicia sesión para completar tu compra.",
  },
  fr: {
    packageActivated: "Forfait activé !",
    packageActivatedDescription: "Les fonctionnalités de votre forfait gratuit sont maintenant disponibles.",
    activationFailed: "Échec de l'activation",
    activationFailedDescription: "Impossible d'activer le forfait gratuit.",
    paymentSuccessful: "Paiement réussi !",
    validFor_one: "Valable {count} mois après l'achat",
    validFor_other: "Valable {count} mois après l'achat",
    purchaseFailed: "Impossible de finaliser l'achat",
    purchaseError: "Erreur lors du traitement de l'achat",
    stripeNotReady: "Stripe n'est pas encore prêt.",
    cardElementMissing: "Champ de carte introuvable.",
    tokenFailed: "Impossible de créer le jeton Stripe",
    authenticationFailed:
      "Nous ne parvenons pas à authentifier votre moyen de paiement. Veuillez choisir un autre moyen de paiement et réessayer.",
    authenticationCancelled: "L'authentification a été annulée.",
    signInRequired: "Connectez-vous pour finaliser votre achat.",
  },
  de: {
    packageActivated: "Paket aktiviert!",
    packageActivatedDescription: "Die Funktionen Ihres kostenlosen Pakets sind jetzt verfügbar.",
    activationFailed: "Aktivierung fehlgeschlagen",
    activationFailedDescription: "Das kostenlose Paket konnte nicht aktiviert werden.",
    paymentSuccessful: "Zahlung erfolgreich!",
    validFor_one: "Gültig {count} Monat nach dem Kauf",
    validFor_other: "Gültig {count} Monate nach dem Kauf",
    purchaseFailed: "Der Kauf konnte nicht abgeschlossen werden",
    purchaseError: "Fehler bei der Verarbeitung des Kaufs",
    stripeNotReady: "Stripe ist noch nicht bereit.",
    cardElementMissing: "Kartenfeld nicht gefunden.",
    tokenFailed: "Stripe-Token konnte nicht erstellt werden",
    authenticationFailed:
      "Wir können Ihre Zahlungsmethode nicht authentifizieren. Bitte wählen Sie eine andere Zahlungsmethode und versuchen Sie es erneut.",
    authenticationCancelled: "Die Authentifizierung wurde abgebrochen.",
    signInRequired: "Melden Sie sich an, um Ihren Kauf abzuschließen.",
  },
});
