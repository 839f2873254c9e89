import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** The card input (the payment sandbox's test-card field or Stripe Elements) and the 3-D Secure test page. */
export const cardFieldMessages = defineMessages({
  en: {
    loading: "Loading the card field",
    testMode: "Test mode — no real charge. Use 4242 4242 4242 4242.",
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    expiryPlaceholder: "MM/YY",
    cvc: "CVC",
    card: "Card",
    secureTitle: "3D Secure 2 Test Page",
    secureText:
      "Test mode: authenticate this payment. Your bank would ask you to confirm it here; choose how the test ends.",
    completeAuthentication: "Complete authentication",
    failAuthentication: "Fail authentication",
  },
  es: {
    loading: "Cargando el campo de la tarjeta",
    testMode: "Modo de prueba: no se hace ningún cargo real. Usa 4242 4242 4242 4242.",
    cardNumber: "Número de tarjeta",
    expiry: "Caducidad (MM/AA)",
    expiryPlaceholder: "MM/AA",
    cvc: "CVC",
    card: "Tarjeta",
    secureTitle: "Página de prueba de 3D Secure 2",
    secureText:
      "Modo de prueba: autentica este pago. Tu banco te pediría confirmarlo aquí; elige cómo termina la prueba.",
    completeAuthentication: "Completar la autenticación",
    failAuthentication: "Hacer fallar la autenticación",
  },
  fr: {
    loading: "Chargement du champ de carte",
    testMode: "Mode test : aucun débit réel. Utilisez 4242 4242 4242 4242.",
    cardNumber: "Numéro de carte",
    expiry: "Expiration (MM/AA)",
    expiryPlaceholder: "MM/AA",
    cvc: "CVC",
    card: "Carte",
    secureTitle: "Page de test 3D Secure 2",
    secureText:
      "Mode test : authentifiez ce paiement. Votre banque vous demanderait de le confirmer ici ; choisissez comment le test se termine.",
    completeAuthentication: "Réussir l'authentification",
    failAuthentication: "Faire échouer l'authentification",
  },
  de: {
    loading: "Kartenfeld wird geladen",
    testMode: "Testmodus – keine echte Belastung. Verwenden Sie 4242 4242 4242 4242.",
    cardNumber: "Kartennummer",
    expiry: "Ablaufdatum (MM/JJ)",
    expiryPlaceholder: "MM/JJ",
    cvc: "CVC",
    card: "Karte",
    secureTitle: "3D Secure 2 – Testseite",
    secureText:
      "Testmodus: Authentifizieren Sie diese Zahlung. Ihre Bank würde Sie hier um Bestätigung bitten; wählen Sie, wie der Test endet.",
    completeAuthentication: "Authentifizierung abschließen",
    failAuthentication: "Authentifizierung fehlschlagen lassen",
  },
});
