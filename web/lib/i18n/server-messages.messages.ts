import { AUTH_MESSAGES } from "../../../shared/errors/auth-messages";
import { STATUS_MESSAGES } from "../../../shared/errors/messages";
import { defineMessages } from "./define-messages";

/**
 * Messages the server sends, keyed so each language can translate them. The English values are
 * the shared constants themselves, so a reworded server message can never drift from this list.
 */
export const serverMessages = defineMessages({
  en: {
    unreachable: STATUS_MESSAGES[0],
    invalidData: STATUS_MESSAGES[400],
    forbidden: STATUS_MESSAGES[403],
    notFound: STATUS_MESSAGES[404],
    conflict: STATUS_MESSAGES[409],
    tooManyRequests: STATUS_MESSAGES[429],
    serverError: STATUS_MESSAGES.serverError,
    unexpected: STATUS_MESSAGES.fallback,
    emailTaken: AUTH_MESSAGES.emailTaken,
    invalidCredentials: AUTH_MESSAGES.invalidCredentials,
  },
  es: {
    unreachable: "No se puede conectar con el servidor. Inténtalo de nuevo más tarde.",
    invalidData: "Los datos enviados no son válidos. Revisa la información e inténtalo de nuevo.",
    forbidden: "No tienes permiso para realizar esta acción.",
    notFound: "No se encontró el recurso solicitado.",
    conflict: "Ya existe un registro con esta información.",
    tooManyRequests: "Demasiadas solicitudes. Espera un momento antes de volver a intentarlo.",
    serverError: "Error del servidor. Inténtalo de nuevo más tarde.",
    unexpected: "Se produjo un error inesperado. Inténtalo de nuevo.",
    emailTaken: "Ya existe una cuenta con este correo electrónico",
    invalidCredentials: "Credenciales no válidas. Revisa tu correo electrónico y tu contraseña.",
  },
  fr: {
    unreachable: "Impossible de se connecter au serveur. Veuillez réessayer plus tard.",
    invalidData: "Les données envoyées ne sont pas valides. Vérifiez les informations et réessayez.",
    forbidden: "Vous n'avez pas l'autorisation d'effectuer cette action.",
    notFound: "La ressource demandée est introuvable.",
    conflict: "Un enregistrement avec ces informations existe déjà.",
    tooManyRequests: "Trop de requêtes. Veuillez patienter un instant avant de réessayer.",
    serverError: "Erreur du serveur. Veuillez réessayer plus tard.",
    unexpected: "Une erreur inattendue s'est produite. Veuillez réessayer.",
    emailTaken: "Un compte avec cette adresse e-mail existe déjà",
    invalidCredentials: "Identifiants non valides. Vérifiez votre adresse e-mail et votre mot de passe.",
  },
  de: {
    unreachable: "Keine Verbindung zum Server. Bitte versuchen Sie es später erneut.",
    invalidData: "Die gesendeten Daten sind ungültig. Bitte prüfen Sie die Angaben und versuchen Sie es erneut.",
    forbidden: "Sie haben keine Berechtigung für diese Aktion.",
    notFound: "Die angeforderte Ressource wurde nicht gefunden.",
    conflict: "Ein Eintrag mit diesen Angaben existiert bereits.",
    tooManyRequests: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    serverError: "Serverfehler. Bitte versuchen Sie es später erneut.",
    unexpected: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.",
    emailTaken: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse",
    invalidCredentials: "Ungültige Anmeldedaten. Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.",
  },
});
