import { NAME_MAX_LENGTH } from "#shared/auth/name-rules";
import { PASSWORD_MIN_LENGTH } from "#shared/auth/password-rules";
import { SERVER_MESSAGE_GROUPS } from "#shared/errors/catalogue";
import { defineMessages } from "./define-messages";

/**
 * The password and name rules' messages (a refused password lists each broken rule, joined with
 * '. '). The limits are the shared constants, so a changed limit changes every language.
 */
export const ruleServerMessages = defineMessages({
  en: SERVER_MESSAGE_GROUPS.rules,
  es: {
    passwordLength: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
    passwordUppercase: "La contraseña debe contener al menos una letra mayúscula",
    passwordLowercase: "La contraseña debe contener al menos una letra minúscula",
    passwordNumber: "La contraseña debe contener al menos un número",
    passwordSpecial: "La contraseña debe contener al menos un carácter especial",
    nameLetters: "Solo se permiten letras y espacios",
    nameTooLong: `Debe tener como máximo ${NAME_MAX_LENGTH} caracteres`,
  },
  fr: {
    passwordLength: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
    passwordUppercase: "Le mot de passe doit contenir au moins une lettre majuscule",
    passwordLowercase: "Le mot de passe doit contenir au moins une lettre minuscule",
    passwordNumber: "Le mot de passe doit contenir au moins un chiffre",
    passwordSpecial: "Le mot de passe doit contenir au moins un caractère spécial",
    nameLetters: "Seuls les lettres et les espaces sont autorisés",
    nameTooLong: `Ne doit pas dépasser ${NAME_MAX_LENGTH} caractères`,
  },
  de: {
    passwordLength: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein`,
    passwordUppercase: "Das Passwort muss mindestens einen Großbuchstaben enthalten",
    passwordLowercase: "Das Passwort muss mindestens einen Kleinbuchstaben enthalten",
    passwordNumber: "Das Passwort muss mindestens eine Ziffer enthalten",
    passwordSpecial: "Das Passwort muss mindestens ein Sonderzeichen enthalten",
    nameLetters: "Nur Buchstaben und Leerzeichen sind erlaubt",
    nameTooLong: `Darf höchstens ${NAME_MAX_LENGTH} Zeichen lang sein`,
  },
});
