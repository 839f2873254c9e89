import { NAME_MESSAGE } from "#shared/auth/name-rules";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import { defineMessages } from "../i18n/define-messages";
import { AUTH_SCREEN_MESSAGES } from "./auth-screen-messages";

/**
 * What the sign-in, sign-up and password screens say when something is refused: the toasts'
 * descriptions and the fields' messages. The English values are the shared constants themselves.
 */
export const authErrorMessages = defineMessages({
  en: {
    invalidCredentials: AUTH_MESSAGES.invalidCredentials,
    suspended: AUTH_MESSAGES.suspended,
    tooManyLogins: AUTH_MESSAGES.tooManyLogins,
    encryptionFailed: AUTH_MESSAGES.encryptionFailed,
    emailTakenClient: AUTH_MESSAGES.emailTakenClient,
    tooManyResets: AUTH_MESSAGES.tooManyResets,
    invalidResetToken: AUTH_MESSAGES.invalidResetToken,
    resetTokenNotFound: AUTH_MESSAGES.resetTokenNotFound,
    weakPassword: AUTH_MESSAGES.weakPassword,
    signupFailed: AUTH_SCREEN_MESSAGES.signupFailed,
    noAccountForEmail: AUTH_SCREEN_MESSAGES.noAccountForEmail,
    forgotPasswordFailed: AUTH_SCREEN_MESSAGES.forgotPasswordFailed,
    invalidResetLink: AUTH_SCREEN_MESSAGES.invalidResetLink,
    passwordMismatch: AUTH_MESSAGES.passwordMismatch,
    emailRequired: AUTH_MESSAGES.emailRequired,
    nameLetters: NAME_MESSAGE,
    // NAME_TOO_LONG_MESSAGE with its number as a placeholder, so every language shows the same limit.
    nameTooLong: "Must be at most {max} characters",
  },
  es: {
    invalidCredentials: "Credenciales no válidas. Revisa tu correo electrónico y tu contraseña.",
    suspended: "Tu cuenta ha sido suspendida. Ponte en contacto con el administrador.",
    tooManyLogins: "Demasiados intentos de inicio de sesión. Espera unos minutos antes de volver a intentarlo.",
    encryptionFailed: "No se pudieron proteger tus datos. Inténtalo de nuevo.",
    emailTakenClient: "Ya existe una cuenta con este correo electrónico. Prueba a iniciar sesión.",
    tooManyResets: "Demasiadas solicitudes de restablecimiento. Espera antes de volver a intentarlo.",
    invalidResetToken:
      "El token de restablecimiento no es válido o ha caducado. Solicita un nuevo restablecimiento de contraseña.",
    resetTokenNotFound:
      "No se encontró el token de restablecimiento. Solicita un nuevo restablecimiento de contraseña.",
    weakPassword: "La contraseña no cumple los requisitos. Inténtalo de nuevo.",
    signupFailed: "No hemos podido crear tu cuenta en este momento. Revisa tus datos e inténtalo de nuevo.",
    noAccountForEmail: "No se encontró ninguna cuenta con este correo electrónico.",
    forgotPasswordFailed: "Algo salió mal. Inténtalo de nuevo.",
    invalidResetLink: "Este enlace para restablecer la contraseña no es válido o ha caducado.",
    passwordMismatch: "Las contraseñas no coinciden",
    emailRequired: "El correo electrónico es obligatorio",
    nameLetters: "Solo se permiten letras y espacios",
    nameTooLong: "Debe tener como máximo {max} caracteres",
  },
  fr: {
    invalidCredentials: "Identifiants non valides. Vérifiez votre adresse e-mail et votre mot de passe.",
    suspended: "Votre compte a été suspendu. Veuillez contacter l'administrateur.",
    tooManyLogins: "Trop de tentatives de connexion. Veuillez patienter quelques minutes avant de réessayer.",
    encryptionFailed: "Impossible de sécuriser vos données. Veuillez réessayer.",
    emailTakenClient: "Un compte avec cette adresse e-mail existe déjà. Essayez plutôt de vous connecter.",
    tooManyResets: "Trop de demandes de réinitialisation. Veuillez patienter avant de réessayer.",
    invalidResetToken:
      "Jeton de réinitialisation non valide ou expiré. Veuillez demander une nouvelle réinitialisation du mot de passe.",
    resetTokenNotFound:
      "Jeton de réinitialisation introuvable. Veuillez demander une nouvelle réinitialisation du mot de passe.",
    weakPassword: "Le mot de passe ne respecte pas les exigences. Veuillez réessayer.",
    signupFailed:
      "Nous n'avons pas pu créer votre compte pour le moment. Veuillez vérifier vos informations et réessayer.",
    noAccountForEmail: "Aucun compte trouvé avec cette adresse e-mail.",
    forgotPasswordFailed: "Une erreur s'est produite. Veuillez réessayer.",
    invalidResetLink: "Ce lien de réinitialisation du mot de passe n'est pas valide ou a expiré.",
    passwordMismatch: "Les mots de passe ne correspondent pas",
    emailRequired: "Adresse e-mail requise",
    nameLetters: "Seuls les lettres et les espaces sont autorisés",
    nameTooLong: "{max} caractères au maximum",
  },
  de: {
    invalidCredentials: "Ungültige Anmeldedaten. Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.",
    suspended: "Ihr Konto wurde gesperrt. Bitte wenden Sie sich an den Administrator.",
    tooManyLogins: "Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.",
    encryptionFailed: "Ihre Daten konnten nicht geschützt werden. Bitte versuchen Sie es erneut.",
    emailTakenClient: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melden Sie sich stattdessen an.",
    tooManyResets: "Zu viele Anfragen zum Zurücksetzen. Bitte warten Sie, bevor Sie es erneut versuchen.",
    invalidResetToken:
      "Ungültiger oder abgelaufener Link zum Zurücksetzen. Bitte fordern Sie ein neues Zurücksetzen des Passworts an.",
    resetTokenNotFound:
      "Link zum Zurücksetzen nicht gefunden. Bitte fordern Sie ein neues Zurücksetzen des Passworts an.",
    weakPassword: "Das Passwort erfüllt die Anforderungen nicht. Bitte versuchen Sie es erneut.",
    signupFailed:
      "Ihr Konto konnte derzeit nicht erstellt werden. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.",
    noAccountForEmail: "Es wurde kein Konto mit dieser E-Mail-Adresse gefunden.",
    forgotPasswordFailed: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
    invalidResetLink: "Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.",
    passwordMismatch: "Die Passwörter stimmen nicht überein",
    emailRequired: "E-Mail-Adresse erforderlich",
    nameLetters: "Nur Buchstaben und Leerzeichen sind erlaubt",
    nameTooLong: "Höchstens {max} Zeichen",
  },
});
