/**
 * The verbs of workflow steps that become endpoints, with the forms founders write them in
 * (English, Spanish, French, German; ASCII-folded, lower-case) and the statuses they set.
 * `kind` decides the endpoint: a create or read step is the entity's own CRUD call, an
 * action is POST /{collection}/{id}/{verb}, a batch verb is POST /{collection}/{verb}.
 */
type VerbKind = "create" | "read" | "update" | "action" | "batch";

export type Verb = {
  key: string;
  kind: VerbKind;
  /** Forms beyond the regular English ones (verb, verbs, verbed, verbing). */
  forms: string;
  /** Status values this verb leads to, snake_case, in any language. */
  sets?: string;
  /** The verb as a label starts with it: en, es, fr, de. */
  labels: [string, string, string, string];
};

const v = (key: string, kind: VerbKind, forms: string, labels: Verb["labels"], sets?: string): Verb => ({
  key,
  kind,
  forms,
  labels,
  ...(sets ? { sets } : {}),
});

export const VERBS: readonly Verb[] = [
  v("create", "create", "crea crear cree creer erstellt erstellen legt anlegen", [
    "Create",
    "Crear",
    "Créer",
    "Anlegen",
  ]),
  v("add", "create", "anade agrega anadir agregar ajoute ajouter fugt hinzufugen", [
    "Add",
    "Añadir",
    "Ajouter",
    "Hinzufügen",
  ]),
  v(
    "book",
    "create",
    "reserva reservar reserve reserver bucht buchen",
    ["Book", "Reservar", "Réserver", "Buchen"],
    "booked reservado reservada reserve reservee gebucht",
  ),
  v("register", "create", "registers registra registrar inscrit inscrire registriert registrieren", [
    "Register",
    "Registrar",
    "Inscrire",
    "Registrieren",
  ]),
  v("enter", "create", "introduce introducir saisit saisir erfasst erfassen tragt eintragen", [
    "Enter",
    "Introducir",
    "Saisir",
    "Erfassen",
  ]),
  v("record", "create", "registra anota enregistre enregistrer note noter notiert", [
    "Record",
    "Registrar",
    "Enregistrer",
    "Erfassen",
  ]),
  v(
    "order",
    "create",
    "pide pedir commande commander bestellt bestellen",
    ["Order", "Pedir", "Commander", "Bestellen"],
    "ordered pedido commande bestellt",
  ),
  v(
    "request",
    "create",
    "solicita solicitar demande demander beantragt beantragen fragt",
    ["Request", "Solicitar", "Demander", "Anfragen"],
    "requested solicitado demande angefragt beantragt",
  ),
  v("upload", "batch", "uploads sube subir telecharge televerse hochladen ladt", [
    "Upload",
    "Subir",
    "Téléverser",
    "Hochladen",
  ]),
  v("import", "batch", "importa importar importe importer importiert importieren", [
    "Import",
    "Importar",
    "Importer",
    "Importieren",
  ]),
  v("sync", "batch", "syncs synced syncing sincroniza synchronise synchronisiert", [
    "Sync",
    "Sincronizar",
    "Synchroniser",
    "Synchronisieren",
  ]),
  v("generate", "batch", "genera generar genere generer erzeugt erzeugen generiert generieren", [
    "Generate",
    "Generar",
    "Générer",
    "Generieren",
  ]),
  v("suggest", "batch", "sugiere sugerir propose proposer schlagt vorschlagen", [
    "Suggest",
    "Sugerir",
    "Proposer",
    "Vorschlagen",
  ]),
  v(
    "match",
    "batch",
    "empareja emparejar concilia rapproche rapprocher abgleichen gleicht",
    ["Match", "Emparejar", "Rapprocher", "Abgleichen"],
    "matched emparejado rapproche abgeglichen",
  ),
  v(
    "approve",
    "action",
    "aprueba aprobar autoriza autorizar approuve approuver valide valider autorise autoriser genehmigt genehmigen gibt freigeben autorisiert",
    ["Approve", "Aprobar", "Approuver", "Genehmigen"],
    "approved aprobado aprobada autorizado autorizada approuve approuvee valide validee autorise autorisee genehmigt freigegeben autorisiert",
  ),
  v(
    "reject",
    "action",
    "rechaza rechazar rejette rejeter refuse refuser lehnt ablehnen",
    ["Reject", "Rechazar", "Rejeter", "Ablehnen"],
    "rejected rechazado rechazada rejete rejetee refuse abgelehnt",
  ),
  v(
    "confirm",
    "action",
    "confirma confirmar confirme confirmer bestatigt bestatigen",
    ["Confirm", "Confirmar", "Confirmer", "Bestätigen"],
    "confirmed confirmado confirmada confirme confirmee bestatigt",
  ),
  v(
    "cancel",
    "action",
    "cancels cancelled canceled cancelling cancela cancelar annule annuler storniert stornieren sagt absagen",
    ["Cancel", "Cancelar", "Annuler", "Absagen"],
    "cancelled canceled cancelado cancelada annule annulee storniert abgesagt",
  ),
  v(
    "assign",
    "action",
    "asigna asignar assigne assigner attribue attribuer weist zuweisen teilt",
    ["Assign", "Asignar", "Attribuer", "Zuweisen"],
    "assigned asignado asignada attribue assigne zugewiesen",
  ),
  v(
    "schedule",
    "action",
    "programa programar planifie planifier plant planen terminiert",
    ["Schedule", "Programar", "Planifier", "Planen"],
    "scheduled programado programada planifie geplant",
  ),
  v(
    "reschedule",
    "action",
    "reprograma reprogrammer verschiebt verschieben moves move",
    ["Reschedule", "Reprogramar", "Reprogrammer", "Verschieben"],
    "rescheduled reprogramado reprogramme verschoben",
  ),
  v(
    "postpone",
    "action",
    "aplaza aplazar reporte reporter vertagt",
    ["Postpone", "Aplazar", "Reporter", "Vertagen"],
    "postponed aplazado reporte vertagt",
  ),
  v(
    "pay",
    "action",
    "pays paid paying paga pagar paie payer verse verser versent bezahlt bezahlen zahlt zahlen",
    ["Pay", "Pagar", "Payer", "Bezahlen"],
    "paid pagado pagada paye payee bezahlt",
  ),
  v(
    "send",
    "action",
    "sends sent sending envia enviar envoie envoyer sendet senden schickt schicken",
    ["Send", "Enviar", "Envoyer", "Senden"],
    "sent enviado enviada envoye envoyee gesendet verschickt",
  ),
  v("notify", "action", "notifies notified notifica notificar notifie notifier benachrichtigt", [
    "Notify",
    "Notificar",
    "Notifier",
    "Benachrichtigen",
  ]),
  v("remind", "action", "recuerda recordar rappelle rappeler erinnert erinnern", [
    "Remind",
    "Recordar",
    "Rappeler",
    "Erinnern",
  ]),
  v(
    "post",
    "action",
    "contabiliza contabilizar comptabilise comptabiliser bucht verbucht",
    ["Post", "Contabilizar", "Comptabiliser", "Verbuchen"],
    "posted contabilizado comptabilise verbucht",
  ),
  v(
    "publish",
    "action",
    "publica publicar publie publier veroffentlicht veroffentlichen",
    ["Publish", "Publicar", "Publier", "Veröffentlichen"],
    "published publicado publicada publie publiee veroffentlicht",
  ),
  v("export", "batch", "exporta exportar exporte exporter exportiert exportieren", [
    "Export",
    "Exportar",
    "Exporter",
    "Exportieren",
  ]),
  v(
    "complete",
    "action",
    "completa completar termine terminer acheve schliesst abschliessen",
    ["Complete", "Completar", "Terminer", "Abschließen"],
    "completed completado completada termine terminee abgeschlossen",
  ),
  v(
    "close",
    "action",
    "cierra cerrar ferme fermer schliesst",
    ["Close", "Cerrar", "Fermer", "Schließen"],
    "closed cerrado cerrada ferme fermee geschlossen",
  ),
  v(
    "archive",
    "action",
    "archiva archivar archive archiver archiviert archivieren",
    ["Archive", "Archivar", "Archiver", "Archivieren"],
    "archived archivado archive archiviert",
  ),
  v(
    "submit",
    "action",
    "submits submitted submitting envia presenta presentar soumet soumettre reicht einreichen",
    ["Submit", "Enviar", "Soumettre", "Einreichen"],
    "submitted enviado presentado soumis eingereicht",
  ),
  v("invite", "action", "invita invitar invite inviter ladt einladen", ["Invite", "Invitar", "Inviter", "Einladen"]),
  v(
    "accept",
    "action",
    "acepta aceptar accepte accepter akzeptiert akzeptieren nimmt annehmen",
    ["Accept", "Aceptar", "Accepter", "Annehmen"],
    "accepted aceptado aceptada accepte acceptee akzeptiert angenommen",
  ),
  v(
    "decline",
    "action",
    "declina declinar decline decliner",
    ["Decline", "Declinar", "Décliner", "Ablehnen"],
    "declined declinado decline",
  ),
  v(
    "verify",
    "action",
    "verifies verified verifica verificar verifie verifier pruft prufen",
    ["Verify", "Verificar", "Vérifier", "Prüfen"],
    "verified verificado verifie gepruft",
  ),
  v(
    "review",
    "action",
    "revisa revisar examine examiner begutachtet",
    ["Review", "Revisar", "Examiner", "Prüfen"],
    "reviewed revisado examine begutachtet",
  ),
  v(
    "refund",
    "action",
    "reembolsa reembolsar rembourse rembourser erstattet erstatten",
    ["Refund", "Reembolsar", "Rembourser", "Erstatten"],
    "refunded reembolsado rembourse erstattet",
  ),
  v(
    "ship",
    "action",
    "ships shipped shipping despacha expedie expedier versendet versenden",
    ["Ship", "Despachar", "Expédier", "Versenden"],
    "shipped despachado expedie versendet",
  ),
  v(
    "deliver",
    "action",
    "entrega entregar livre livrer liefert liefern",
    ["Deliver", "Entregar", "Livrer", "Liefern"],
    "delivered entregado entregada livre livree geliefert",
  ),
  v(
    "check-in",
    "action",
    "checks check checked checking registra ficha pointe pointer checkt",
    ["Check in", "Registrar entrada", "Pointer", "Einchecken"],
    "checked_in",
  ),
  v(
    "swap",
    "action",
    "swaps swapped swapping intercambia intercambiar echange echanger tauscht tauschen",
    ["Swap", "Intercambiar", "Échanger", "Tauschen"],
    "swapped intercambiado echange getauscht",
  ),
  v(
    "claim",
    "action",
    "reclama reclamar reclame reclamer beansprucht",
    ["Claim", "Reclamar", "Réclamer", "Beanspruchen"],
    "claimed reclamado reclame beansprucht",
  ),
  v(
    "exclude",
    "action",
    "excluye excluir exclut exclure schliesst",
    ["Exclude", "Excluir", "Exclure", "Ausschließen"],
    "excluded excluido exclu ausgeschlossen",
  ),
  v(
    "play",
    "action",
    "juega jugar joue jouer spielt spielen",
    ["Play", "Jugar", "Jouer", "Spielen"],
    "played jugado joue gespielt",
  ),
  v("rate", "action", "valora valorar evalue evaluer bewertet bewerten", ["Rate", "Valorar", "Évaluer", "Bewerten"]),
  v("connect", "batch", "conecta conectar connecte connecter verbindet verbinden", [
    "Connect",
    "Conectar",
    "Connecter",
    "Verbinden",
  ]),
  v("view", "read", "views see sees saw seen ve ver voit voir sieht sehen", ["View", "Ver", "Voir", "Ansehen"]),
  v("receive", "read", "receives received recibe recibir recoit recevoir recoivent erhalt erhalten bekommt bekommen", [
    "Receive",
    "Recibir",
    "Recevoir",
    "Erhalten",
  ]),
  v("browse", "read", "busca buscar navega parcourt recherche rechercher sucht suchen durchsucht", [
    "Browse",
    "Buscar",
    "Parcourir",
    "Durchsuchen",
  ]),
  v("search", "read", "searches", ["Search", "Buscar", "Rechercher", "Suchen"]),
  v("open", "read", "opens abre abrir ouvre ouvrir offnet offnen", ["Open", "Abrir", "Ouvrir", "Öffnen"]),
  v("track", "read", "sigue seguir suit suivre verfolgt verfolgen", ["Track", "Seguir", "Suivre", "Verfolgen"]),
  v("pick", "read", "picks chooses choose elige elegir choisit choisir wahlt wahlen selects select", [
    "Pick",
    "Elegir",
    "Choisir",
    "Wählen",
  ]),
  v("edit", "update", "edita editar modifie modifier andert andern bearbeitet updates update changes", [
    "Edit",
    "Editar",
    "Modifier",
    "Bearbeiten",
  ]),
  // "marca cada entrega", "marks it as bought": a status set by hand, the record's own update.
  v("mark", "update", "marks marked marca marcar marque marquer markiert markieren", [
    "Mark",
    "Marcar",
    "Marquer",
    "Markieren",
  ]),
];
