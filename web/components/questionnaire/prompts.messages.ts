import {
  DOCUMENT_OPTIONS,
  DOCUMENTS_TEXT,
  FEATURES_TEXT,
  FINAL_TEXT,
  QUESTIONS,
  SPECIAL_PROMPTS,
} from "#shared/questionnaire/prompts";
import { defineMessages } from "#web/lib/i18n/define-messages.ts";

// The English is shared's own text, so the two cannot drift apart. A question shared no longer has
// reads "" here, which the catalogue test reports.
const question = (id: string) => QUESTIONS.find((candidate) => candidate.id === id);
const text = (id: string) => question(id)?.text ?? "";
const example = (id: string) => question(id)?.placeholder ?? "";
const option = (letter: string) => DOCUMENT_OPTIONS.find((candidate) => candidate.letter === letter)?.label ?? "";

/**
 * The interview's prompts, keyed by prompt id (metadata.id): each question and its example answer
 * (`<id>_placeholder`), the special prompts' texts and the document options (`option<letter>`).
 * The server stores the English; the interface shows the prompt through this catalogue.
 */
export const promptMessages = defineMessages({
  en: {
    q1: text("q1"),
    q1_placeholder: example("q1"),
    q2: text("q2"),
    q2_placeholder: example("q2"),
    q3: text("q3"),
    q3_placeholder: example("q3"),
    q3a: text("q3a"),
    q3a_placeholder: example("q3a"),
    q4: text("q4"),
    q4_placeholder: example("q4"),
    q4a: text("q4a"),
    q4a_placeholder: example("q4a"),
    q5: text("q5"),
    q5_placeholder: example("q5"),
    q5a: text("q5a"),
    q5a_placeholder: example("q5a"),
    q6: text("q6"),
    q6_placeholder: example("q6"),
    q6a: text("q6a"),
    q6a_placeholder: example("q6a"),
    q7: text("q7"),
    q7_placeholder: example("q7"),
    q8: text("q8"),
    q8_placeholder: example("q8"),
    q8a: text("q8a"),
    q8a_placeholder: example("q8a"),
    q9: text("q9"),
    q9_placeholder: example("q9"),
    q9a: text("q9a"),
    q9a_placeholder: example("q9a"),
    q10: text("q10"),
    q10_placeholder: example("q10"),
    q11: text("q11"),
    q11_placeholder: example("q11"),
    q12: text("q12"),
    q12_placeholder: example("q12"),
    q12a: text("q12a"),
    q12a_placeholder: example("q12a"),
    q13: text("q13"),
    q13_placeholder: example("q13"),
    q14: text("q14"),
    q14_placeholder: example("q14"),
    q14a: text("q14a"),
    q14a_placeholder: example("q14a"),
    q15: text("q15"),
    q15_placeholder: example("q15"),
    q16: text("q16"),
    q16_placeholder: example("q16"),
    q16a: text("q16a"),
    q16a_placeholder: example("q16a"),
    q17: text("q17"),
    q17_placeholder: example("q17"),
    q18: text("q18"),
    q18_placeholder: example("q18"),
    q18a: text("q18a"),
    q18a_placeholder: example("q18a"),
    q18b: text("q18b"),
    q18b_placeholder: example("q18b"),
    q18c: text("q18c"),
    q18c_placeholder: example("q18c"),
    q19: text("q19"),
    q19_placeholder: example("q19"),
    q20: text("q20"),
    q20_placeholder: example("q20"),
    q21: text("q21"),
    q21_placeholder: example("q21"),
    [SPECIAL_PROMPTS.features]: FEATURES_TEXT,
    [SPECIAL_PROMPTS.documents]: DOCUMENTS_TEXT,
    [SPECIAL_PROMPTS.final]: FINAL_TEXT,
    optionA: option("A"),
    optionB: option("B"),
    optionC: option("C"),
    optionD: option("D"),
  },
  es: {
    q1: "¿Cómo se llama tu producto o cuál es su nombre provisional?",
    q1_placeholder: "TaskNest",
    q2: "Describe tu producto en una frase: qué hace y para quién.",
    q2_placeholder:
      "TaskNest ayuda a pequeñas empresas de limpieza a organizar sus equipos y facturar a sus clientes desde una sola app.",
    q3: "¿Qué problema resuelve y por qué es importante ahora?",
    q3_placeholder:
      "Los dueños coordinan a sus equipos con hojas de cálculo y mensajes; los trabajos olvidados o duplicados les cuestan cerca del 5 % de sus ingresos.",
    q3a: "¿Cómo afronta hoy la gente este problema y en qué se quedan cortas esas soluciones?",
    q3a_placeholder:
      "Calendarios en papel y grupos de WhatsApp; nadie ve los cambios a tiempo y las facturas salen tarde.",
    q4: "¿Quiénes son los usuarios objetivo? Indica los segmentos a los que quieres atender primero.",
    q4_placeholder: "Empresas de limpieza de 5 a 50 empleados en EE. UU., empezando por la limpieza de viviendas.",
    q4a: "Describe a tu persona principal: su función, un día típico y qué significa el éxito para ella.",
    q4a_placeholder:
      "María, dueña y coordinadora: planifica 40 trabajos al día por teléfono; el éxito es una agenda llena sin visitas perdidas.",
    q5: "¿Quiénes son tus principales competidores o alternativas?",
    q5_placeholder: "Jobber, Housecall Pro, ZenMaid y las hojas de cálculo.",
    q5a: "¿Qué hará que tu producto sea claramente mejor o distinto de ellos?",
    q5a_placeholder:
      "Hecho solo para equipos de limpieza: registro de llegada del equipo, fotos como prueba del trabajo y la mitad de precio.",
    q6: "Enumera las capacidades que debe tener la primera versión (sepáralas con comas o saltos de línea).",
    q6_placeholder:
      "Planificación de equipos, página de reservas en línea, facturación, recordatorios por SMS, registro con foto",
    q6a: "¿Qué capacidades pueden esperar a una versión posterior?",
    q6a_placeholder: "Nóminas, inventario de suministros, un programa de fidelización de clientes.",
    q7: "¿Qué roles de usuario tendrá el producto y qué podrá hacer cada uno?",
    q7_placeholder:
      "Dueño: todo; Coordinador: planificar y asignar; Limpiador: ver sus trabajos y registrar su llegada; Cliente: reservar y pagar.",
    q8: "Describe paso a paso los dos o tres flujos de trabajo más importantes.",
    q8_placeholder:
      "El cliente reserva una franja -> el coordinador asigna un equipo -> el equipo registra su llegada con fotos -> la factura se envía automáticamente.",
    q8a: "¿Qué flujo de trabajo debe funcionar a la perfección en el lanzamiento y por qué?",
    q8a_placeholder: "De la reserva a la asignación: una reserva perdida es un cliente perdido.",
    q9: "¿Qué información guardará el producto? Indica los elementos principales y sus datos clave.",
    q9_placeholder:
      "Clientes (nombre, dirección, teléfono), trabajos (fecha, dirección, equipo, estado), facturas (importe, vencimiento, pagada).",
    q9a: "¿Qué parte de esa información es sensible (personal, financiera, de salud) y quién puede verla?",
    q9a_placeholder:
      "Las direcciones y los teléfonos de los clientes; solo pueden verlos el dueño y el equipo asignado.",
    q10: "¿Con qué servicios o sistemas externos debe funcionar?",
    q10_placeholder: "Stripe para los pagos, Google Calendar, Twilio para los SMS, exportación a QuickBooks.",
    q11: "¿En qué plataformas debe funcionar?",
    q11_placeholder: "Una app web para dueños y coordinadores; apps para iOS y Android para el personal de limpieza.",
    q12: "¿Qué requisitos de seguridad, privacidad o cumplimiento normativo se aplican?",
    q12_placeholder:
      "RGPD y CCPA, datos de tarjetas gestionados solo por Stripe, acceso por roles, copias de seguridad diarias.",
    q12a: "¿Cuántos usuarios y cuánta actividad esperas durante el primer año?",
    q12a_placeholder: "200 empresas, 3000 limpiadores, unos 50 000 trabajos al mes en los momentos de más demanda.",
    q13: "¿Qué presupuesto tienes para desarrollar la primera versión?",
    q13_placeholder: "Entre 40 000 y 60 000 USD",
    q14: "¿Cuándo debe estar disponible la primera versión y hay fechas que no puedas mover?",
    q14_placeholder:
      "Una beta en 4 meses; lanzamiento público antes de la temporada de limpieza de primavera, en marzo.",
    q14a: "Si falta tiempo, ¿qué recortarías primero?",
    q14a_placeholder:
      "La exportación a QuickBooks y la app de Android (al principio el personal de limpieza puede usar la app web).",
    q15: "¿Cómo medirás el éxito en los primeros seis meses?",
    q15_placeholder:
      "100 empresas de pago, el 90 % de los trabajos planificados en la app, cancelaciones mensuales por debajo del 3 %.",
    q16: "¿Cómo generará ingresos el producto?",
    q16_placeholder: "Una suscripción de 49 USD al mes por empresa más 5 USD por limpiador activo.",
    q16a: "¿Qué tamaño tiene el mercado al que apuntas? Cualquier cifra que tengas ayuda.",
    q16a_placeholder:
      "Unas 60 000 empresas de limpieza en EE. UU. gastan 1200 millones de dólares al año en software de servicios de campo.",
    q17: "¿Quién forma hoy el equipo y qué buscas (financiación, socios, un proveedor de desarrollo)?",
    q17_placeholder:
      "Dos fundadores (operaciones y ventas); levantando 500 000 USD en una ronda presemilla; buscamos un proveedor que desarrolle la versión 1.",
    q18: "¿Tienes ya recursos sobre los que construir, como diseños, un prototipo, código o una guía de marca?",
    q18_placeholder: "Sí o No",
    q18a: "¿Qué tienes y en qué formato?",
    q18a_placeholder:
      "Diseños en Figma del flujo de reserva, un logotipo y los colores de marca, un prototipo en React del calendario.",
    q18b: "¿Debe el proveedor partir de estos recursos o empezar de cero?",
    q18b_placeholder: "Conservar los diseños y la marca; el prototipo se puede reescribir.",
    q18c: "¿De quién son estos recursos y pueden compartirse con proveedores bajo un acuerdo de confidencialidad?",
    q18c_placeholder: "Todos son de la empresa; pueden compartirse bajo un acuerdo de confidencialidad.",
    q19: "¿Cómo llegarás a tus primeros clientes?",
    q19_placeholder:
      "Alianzas con asociaciones del sector de la limpieza, grupos de Facebook para dueños, un descuento por recomendación.",
    q20: "¿Qué esperas de un proveedor de desarrollo (ubicación, tamaño del equipo, comunicación, soporte tras el lanzamiento)?",
    q20_placeholder:
      "Un equipo pequeño en una zona horaria compatible con EE. UU., demos semanales, 3 meses de soporte tras el lanzamiento.",
    q21: "¿Cuáles son los mayores riesgos o preguntas abiertas, y hay algo más que deban saber los proveedores?",
    q21_placeholder:
      "Registro de llegada sin conexión para el personal que trabaja en sótanos; hay que importar los clientes existentes desde hojas de cálculo.",
    [SPECIAL_PROMPTS.features]:
      "Según tus respuestas, estas son las funcionalidades de tu producto. Ordénalas por prioridad, de la más importante a la menos importante, y confirma.",
    [SPECIAL_PROMPTS.documents]:
      "Tu definición de producto está lista. ¿Qué quieres generar? A) Solicitud de propuesta (RFP) B) Presentación para inversores C) Definición de la API (OpenAPI) D) Prompt para un creador de apps con IA",
    [SPECIAL_PROMPTS.final]:
      "¡Listo! Tus respuestas se han guardado. Elige Finalizar para revisar tu definición de producto y sus documentos.",
    optionA: "Solicitud de propuesta (RFP)",
    optionB: "Presentación para inversores",
    optionC: "Definición de la API (OpenAPI)",
    optionD: "Prompt para un creador de apps con IA",
  },
  fr: {
    q1: "Comment s'appelle votre produit, ou quel est son nom de travail ?",
    q1_placeholder: "TaskNest",
    q2: "Décrivez votre produit en une phrase : ce qu'il fait et pour qui.",
    q2_placeholder:
      "TaskNest aide les petites entreprises de nettoyage à planifier leurs équipes et à facturer leurs clients depuis une seule application.",
    q3: "Quel problème résout-il, et pourquoi est-ce important maintenant ?",
    q3_placeholder:
      "Les gérants répartissent leurs équipes avec des tableurs et des SMS ; les interventions oubliées ou réservées deux fois leur coûtent environ 5 % du chiffre d'affaires.",
    q3a: "Comment les gens gèrent-ils ce problème aujourd'hui, et où ces solutions sont-elles insuffisantes ?",
    q3a_placeholder:
      "Des agendas papier et des groupes WhatsApp ; personne ne voit les changements à temps et les factures partent en retard.",
    q4: "Qui sont les utilisateurs cibles ? Citez les segments que vous voulez servir en premier.",
    q4_placeholder:
      "Les entreprises de nettoyage de 5 à 50 salariés aux États-Unis, en commençant par le nettoyage résidentiel.",
    q4a: "Décrivez votre persona principal : son rôle, une journée type, et ce que représente la réussite pour lui.",
    q4a_placeholder:
      "Maria, gérante et répartitrice : planifie 40 interventions par jour par téléphone ; la réussite, c'est un planning plein sans visite manquée.",
    q5: "Quels sont vos principaux concurrents ou alternatives ?",
    q5_placeholder: "Jobber, Housecall Pro, ZenMaid et les tableurs.",
    q5a: "Qu'est-ce qui rendra votre produit nettement meilleur ou différent d'eux ?",
    q5a_placeholder:
      "Conçu uniquement pour les équipes de nettoyage : pointage des équipes, preuve du travail en photo et moitié prix.",
    q6: "Listez les fonctionnalités que la première version doit avoir (séparez-les par des virgules ou des retours à la ligne).",
    q6_placeholder:
      "Planification des équipes, page de réservation en ligne, facturation, rappels par SMS, pointage photo",
    q6a: "Quelles fonctionnalités peuvent attendre une version ultérieure ?",
    q6a_placeholder: "La paie, l'inventaire des fournitures, un programme de fidélité client.",
    q7: "Quels rôles d'utilisateur le produit aura-t-il, et que pourra faire chacun ?",
    q7_placeholder:
      "Gérant : tout ; Répartiteur : planifier et affecter ; Agent d'entretien : voir ses interventions et pointer ; Client : réserver et payer.",
    q8: "Décrivez, étape par étape, les deux ou trois parcours les plus importants.",
    q8_placeholder:
      "Le client réserve un créneau -> le répartiteur affecte une équipe -> l'équipe pointe avec des photos -> la facture est envoyée automatiquement.",
    q8a: "Quel parcours doit être irréprochable au lancement, et pourquoi ?",
    q8a_placeholder: "De la réservation à l'affectation : une réservation perdue, c'est un client perdu.",
    q9: "Quelles informations le produit conservera-t-il ? Citez les éléments principaux et leurs détails clés.",
    q9_placeholder:
      "Clients (nom, adresse, téléphone), interventions (date, adresse, équipe, statut), factures (montant, échéance, payée).",
    q9a: "Lesquelles de ces informations sont sensibles (personnelles, financières, de santé), et qui peut les voir ?",
    q9a_placeholder:
      "Les adresses et numéros de téléphone des clients ; seuls le gérant et l'équipe affectée peuvent les voir.",
    q10: "Avec quels services ou systèmes externes doit-il fonctionner ?",
    q10_placeholder: "Stripe pour les paiements, Google Agenda, Twilio pour les SMS, export vers QuickBooks.",
    q11: "Sur quelles plateformes doit-il fonctionner ?",
    q11_placeholder:
      "Une application web pour les gérants et les répartiteurs ; des applications iOS et Android pour les agents d'entretien.",
    q12: "Quelles exigences de sécurité, de confidentialité ou de conformité s'appliquent ?",
    q12_placeholder:
      "RGPD et CCPA, données de carte gérées uniquement par Stripe, accès selon les rôles, sauvegardes quotidiennes.",
    q12a: "Combien d'utilisateurs et quel volume d'activité prévoyez-vous la première année ?",
    q12a_placeholder:
      "200 entreprises, 3 000 agents d'entretien, environ 50 000 interventions par mois en période de pointe.",
    q13: "De quel budget disposez-vous pour développer la première version ?",
    q13_placeholder: "De 40 000 à 60 000 $",
    q14: "Quand la première version doit-elle être en ligne, et y a-t-il des dates impossibles à décaler ?",
    q14_placeholder:
      "Une bêta dans 4 mois ; lancement public avant la saison du grand nettoyage de printemps, en mars.",
    q14a: "Si le temps manque, que supprimeriez-vous en premier ?",
    q14a_placeholder:
      "L'export QuickBooks et l'application Android (les agents d'entretien peuvent d'abord utiliser l'application web).",
    q15: "Comment mesurerez-vous la réussite au cours des six premiers mois ?",
    q15_placeholder:
      "100 entreprises payantes, 90 % des interventions planifiées dans l'application, un taux d'attrition mensuel inférieur à 3 %.",
    q16: "Comment le produit gagnera-t-il de l'argent ?",
    q16_placeholder: "Un abonnement de 49 $ par mois et par entreprise, plus 5 $ par agent d'entretien actif.",
    q16a: "Quelle est la taille du marché que vous visez ? Tous les chiffres dont vous disposez sont utiles.",
    q16a_placeholder:
      "Environ 60 000 entreprises de nettoyage aux États-Unis dépensent 1,2 milliard de dollars par an en logiciels d'interventions sur le terrain.",
    q17: "Qui fait partie de l'équipe aujourd'hui, et que recherchez-vous (financement, partenaires, un prestataire de développement) ?",
    q17_placeholder:
      "Deux fondateurs (opérations et ventes) ; levée de 500 k$ en pré-amorçage ; à la recherche d'un prestataire pour développer la version 1.",
    q18: "Disposez-vous déjà d'éléments sur lesquels vous appuyer, comme des maquettes, un prototype, du code ou une charte graphique ?",
    q18_placeholder: "Oui ou Non",
    q18a: "De quoi disposez-vous, et sous quelle forme ?",
    q18a_placeholder:
      "Des maquettes Figma du parcours de réservation, un logo et les couleurs de la marque, un prototype React du calendrier.",
    q18b: "Le prestataire doit-il s'appuyer sur ces éléments ou repartir de zéro ?",
    q18b_placeholder: "Garder les maquettes et la marque ; le prototype peut être réécrit.",
    q18c: "À qui appartiennent ces éléments, et peuvent-ils être partagés avec des prestataires sous accord de confidentialité ?",
    q18c_placeholder: "L'entreprise en est propriétaire ; ils peuvent être partagés sous accord de confidentialité.",
    q19: "Comment atteindrez-vous vos premiers clients ?",
    q19_placeholder:
      "Des partenariats avec des associations du nettoyage, des groupes Facebook de gérants, une remise de parrainage.",
    q20: "Qu'attendez-vous d'un prestataire de développement (localisation, taille de l'équipe, communication, support après le lancement) ?",
    q20_placeholder:
      "Une petite équipe dans un fuseau horaire compatible avec les États-Unis, des démos hebdomadaires, 3 mois de support après le lancement.",
    q21: "Quels sont les plus grands risques ou questions ouvertes, et y a-t-il autre chose que les prestataires devraient savoir ?",
    q21_placeholder:
      "Un pointage hors ligne pour les agents qui travaillent en sous-sol ; il faut importer les clients existants depuis des tableurs.",
    [SPECIAL_PROMPTS.features]:
      "D'après vos réponses, voici les fonctionnalités de votre produit. Classez-les par ordre de priorité, la plus importante en premier, puis confirmez.",
    [SPECIAL_PROMPTS.documents]:
      "Votre définition de produit est prête. Que voulez-vous générer ? A) Appel d'offres (RFP) B) Présentation pour investisseurs C) Définition d'API (OpenAPI) D) Prompt pour un générateur d'applications IA",
    [SPECIAL_PROMPTS.final]:
      "Terminé ! Vos réponses sont enregistrées. Choisissez Finaliser pour consulter votre définition de produit et ses documents.",
    optionA: "Appel d'offres (RFP)",
    optionB: "Présentation pour investisseurs",
    optionC: "Définition d'API (OpenAPI)",
    optionD: "Prompt pour un générateur d'applications IA",
  },
  de: {
    q1: "Wie heißt Ihr Produkt, oder wie lautet sein Arbeitstitel?",
    q1_placeholder: "TaskNest",
    q2: "Beschreiben Sie Ihr Produkt in einem Satz: was es tut und für wen.",
    q2_placeholder:
      "TaskNest hilft kleinen Reinigungsfirmen, ihre Teams einzuplanen und Kunden aus einer einzigen App abzurechnen.",
    q3: "Welches Problem löst es, und warum ist das gerade jetzt wichtig?",
    q3_placeholder:
      "Inhaber koordinieren ihre Teams mit Tabellen und Textnachrichten; verpasste oder doppelt gebuchte Aufträge kosten sie rund 5 % des Umsatzes.",
    q3a: "Wie gehen die Menschen heute mit diesem Problem um, und wo stoßen diese Lösungen an ihre Grenzen?",
    q3a_placeholder:
      "Papierkalender und WhatsApp-Gruppen; niemand sieht Änderungen rechtzeitig, und Rechnungen gehen zu spät raus.",
    q4: "Wer sind die Zielnutzer? Nennen Sie die Segmente, die Sie zuerst bedienen möchten.",
    q4_placeholder: "Reinigungsfirmen mit 5 bis 50 Beschäftigten in den USA, zunächst in der Wohnungsreinigung.",
    q4a: "Beschreiben Sie Ihre wichtigste Persona: ihre Rolle, einen typischen Tag und was für sie Erfolg bedeutet.",
    q4a_placeholder:
      "Maria, Inhaberin und Disponentin: plant 40 Aufträge am Tag per Telefon; Erfolg ist ein voller Plan ohne verpasste Termine.",
    q5: "Wer sind Ihre wichtigsten Wettbewerber oder Alternativen?",
    q5_placeholder: "Jobber, Housecall Pro, ZenMaid und Tabellenkalkulationen.",
    q5a: "Was wird Ihr Produkt deutlich besser oder anders machen als diese?",
    q5a_placeholder: "Nur für Reinigungsteams gebaut: Team-Check-ins, Fotonachweis der Arbeit und zum halben Preis.",
    q6: "Nennen Sie die Funktionen, die die erste Version haben muss (getrennt durch Kommas oder Zeilenumbrüche).",
    q6_placeholder: "Teamplanung, Online-Buchungsseite, Rechnungsstellung, SMS-Erinnerungen, Foto-Check-in",
    q6a: "Welche Funktionen können bis zu einer späteren Version warten?",
    q6a_placeholder: "Lohnabrechnung, Materialbestand, ein Kundenbindungsprogramm.",
    q7: "Welche Benutzerrollen wird das Produkt haben, und was darf jede davon tun?",
    q7_placeholder:
      "Inhaber: alles; Disponent: planen und zuweisen; Reinigungskraft: eigene Aufträge sehen und einchecken; Kunde: buchen und bezahlen.",
    q8: "Beschreiben Sie Schritt für Schritt die zwei oder drei wichtigsten Abläufe.",
    q8_placeholder:
      "Kunde bucht einen Termin -> Disponent weist ein Team zu -> Team checkt mit Fotos ein -> Rechnung wird automatisch versendet.",
    q8a: "Welcher Ablauf muss beim Start fehlerfrei funktionieren, und warum?",
    q8a_placeholder: "Von der Buchung bis zur Zuweisung: Eine verlorene Buchung ist ein verlorener Kunde.",
    q9: "Welche Informationen wird das Produkt speichern? Nennen Sie die wichtigsten Dinge und ihre zentralen Angaben.",
    q9_placeholder:
      "Kunden (Name, Adresse, Telefon), Aufträge (Datum, Adresse, Team, Status), Rechnungen (Betrag, Fälligkeit, bezahlt).",
    q9a: "Welche dieser Informationen sind sensibel (persönlich, finanziell, gesundheitlich), und wer darf sie sehen?",
    q9a_placeholder:
      "Adressen und Telefonnummern der Kunden; nur der Inhaber und das zugewiesene Team dürfen sie sehen.",
    q10: "Mit welchen externen Diensten oder Systemen muss es zusammenarbeiten?",
    q10_placeholder: "Stripe für Zahlungen, Google Kalender, Twilio für SMS, QuickBooks-Export.",
    q11: "Auf welchen Plattformen muss es laufen?",
    q11_placeholder: "Eine Web-App für Inhaber und Disponenten; iOS- und Android-Apps für Reinigungskräfte.",
    q12: "Welche Anforderungen an Sicherheit, Datenschutz oder Compliance gelten?",
    q12_placeholder: "DSGVO und CCPA, Kartendaten nur bei Stripe, rollenbasierter Zugriff, tägliche Backups.",
    q12a: "Wie viele Nutzer und wie viel Aktivität erwarten Sie im ersten Jahr?",
    q12a_placeholder: "200 Firmen, 3.000 Reinigungskräfte, in Spitzenzeiten etwa 50.000 Aufträge im Monat.",
    q13: "Welches Budget haben Sie für die Entwicklung der ersten Version?",
    q13_placeholder: "40.000 bis 60.000 USD",
    q14: "Wann muss die erste Version live sein, und gibt es Termine, die sich nicht verschieben lassen?",
    q14_placeholder: "Eine Beta in 4 Monaten; öffentlicher Start vor der Frühjahrsputz-Saison im März.",
    q14a: "Wenn die Zeit knapp wird, was würden Sie zuerst streichen?",
    q14a_placeholder: "Den QuickBooks-Export und die Android-App (Reinigungskräfte können anfangs die Web-App nutzen).",
    q15: "Wie werden Sie den Erfolg in den ersten sechs Monaten messen?",
    q15_placeholder: "100 zahlende Firmen, 90 % der Aufträge in der App geplant, monatliche Abwanderung unter 3 %.",
    q16: "Wie wird das Produkt Geld verdienen?",
    q16_placeholder: "Ein Abonnement von 49 USD pro Monat und Firma plus 5 USD pro aktiver Reinigungskraft.",
    q16a: "Wie groß ist der Markt, den Sie anvisieren? Jede Zahl, die Sie haben, hilft.",
    q16a_placeholder:
      "Rund 60.000 Reinigungsbetriebe in den USA geben jährlich 1,2 Mrd. USD für Außendienst-Software aus.",
    q17: "Wer ist heute im Team, und wonach suchen Sie (Finanzierung, Partner, einen Entwicklungsdienstleister)?",
    q17_placeholder:
      "Zwei Gründer (Betrieb und Vertrieb); Pre-Seed-Runde über 500.000 USD; wir suchen einen Dienstleister für Version 1.",
    q18: "Haben Sie bereits Material, auf dem aufgebaut werden kann, etwa Designs, einen Prototyp, Code oder Markenrichtlinien?",
    q18_placeholder: "Ja oder Nein",
    q18a: "Was haben Sie, und in welcher Form?",
    q18a_placeholder: "Figma-Designs des Buchungsablaufs, ein Logo und Markenfarben, ein React-Prototyp des Kalenders.",
    q18b: "Soll der Dienstleister auf diesem Material aufbauen oder neu beginnen?",
    q18b_placeholder: "Designs und Marke behalten; der Prototyp kann neu geschrieben werden.",
    q18c: "Wem gehört dieses Material, und darf es unter einer Geheimhaltungsvereinbarung mit Dienstleistern geteilt werden?",
    q18c_placeholder: "Alles gehört der Firma; es darf unter einer Geheimhaltungsvereinbarung geteilt werden.",
    q19: "Wie werden Sie Ihre ersten Kunden erreichen?",
    q19_placeholder: "Partnerschaften mit Reinigungsverbänden, Facebook-Gruppen für Inhaber, ein Empfehlungsrabatt.",
    q20: "Was erwarten Sie von einem Entwicklungsdienstleister (Standort, Teamgröße, Kommunikation, Support nach dem Start)?",
    q20_placeholder:
      "Ein kleines Team in einer mit den USA kompatiblen Zeitzone, wöchentliche Demos, 3 Monate Support nach dem Start.",
    q21: "Was sind die größten Risiken oder offenen Fragen, und gibt es sonst noch etwas, das Dienstleister wissen sollten?",
    q21_placeholder:
      "Offline-Check-in für Reinigungskräfte in Kellern; bestehende Kunden müssen aus Tabellen importiert werden.",
    [SPECIAL_PROMPTS.features]:
      "Auf Grundlage Ihrer Antworten sind dies die Funktionen Ihres Produkts. Ordnen Sie sie nach Priorität, die wichtigste zuerst, und bestätigen Sie dann.",
    [SPECIAL_PROMPTS.documents]:
      "Ihre Produktdefinition ist fertig. Was möchten Sie erstellen? A) Angebotsanfrage (RFP) B) Pitch-Deck für Investoren C) API-Definition (OpenAPI) D) Prompt für einen KI-App-Builder",
    [SPECIAL_PROMPTS.final]:
      "Fertig! Ihre Antworten sind gespeichert. Wählen Sie „Abschließen“, um Ihre Produktdefinition und ihre Dokumente anzusehen.",
    optionA: "Angebotsanfrage (RFP)",
    optionB: "Pitch-Deck für Investoren",
    optionC: "API-Definition (OpenAPI)",
    optionD: "Prompt für einen KI-App-Builder",
  },
});
