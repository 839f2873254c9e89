import { AUTH_SCREEN_MESSAGES as S } from "../auth/auth-screen-messages";
import { defineMessages } from "./define-messages";

/** The spec's failure texts that only the screens say (chosen from the status of a failed call). */
export const clientServerMessages = defineMessages({
  en: {
    signupFailed: S.signupFailed,
    noAccountForEmail: S.noAccountForEmail,
    forgotPasswordFailed: S.forgotPasswordFailed,
    invalidResetLink: S.invalidResetLink,
  },
  es: {
    signupFailed: "No hemos podido crear tu cuenta en este momento. Revisa tu información e inténtalo de nuevo.",
    noAccountForEmail: "No se encontró ninguna cuenta con este correo electrónico.",
    forgotPasswordFailed: "Algo salió mal. Inténtalo de nuevo.",
    invalidResetLink: "Este enlace para restablecer la contraseña no es válido o ha caducado.",
  },
  fr: {
    signupFailed: "Nous n'avons pas pu créer votre compte pour le moment. Vérifiez vos informations et réessayez.",
    noAccountForEmail: "Aucun compte n'est associé à cette adresse e-mail.",
    forgotPasswordFailed: "Un problème est survenu. Veuillez réessayer.",
    invalidResetLink: "Ce lien de réinitialisation du mot de passe n'est pas valide ou a expiré.",
  },
  de: {
    signupFailed:
      "Ihr Konto konnte derzeit nicht erstellt werden. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.",
    noAccountForEmail: "Es wurde kein Konto mit dieser E-Mail-Adresse gefunden.",
    forgotPasswordFailed: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
    invalidResetLink: "Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.",
  },
});
