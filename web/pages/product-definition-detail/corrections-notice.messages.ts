import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** The founder's corrections that the blueprint rebuilt from edited answers could not apply again. */
export const correctionsNoticeMessages = defineMessages({
  en: {
    title: "Some of your corrections no longer apply",
    intro:
      "Your answers changed and the blueprint was rebuilt from them. These corrections were not applied again; correct the blueprint again if you still want them.",
    applied: "{count} of your corrections were applied again.",
  },
  es: {
    title: "Algunas de tus correcciones ya no se aplican",
    intro:
      "Tus respuestas cambiaron y el blueprint se reconstruyó a partir de ellas. Estas correcciones no se volvieron a aplicar; corrige el blueprint de nuevo si aún las quieres.",
    applied: "Se volvieron a aplicar {count} de tus correcciones.",
  },
  fr: {
    title: "Certaines de vos corrections ne s’appliquent plus",
    intro:
      "Vos réponses ont changé et le blueprint a été reconstruit à partir d’elles. Ces corrections n’ont pas été appliquées à nouveau ; corrigez de nouveau le blueprint si vous les voulez toujours.",
    applied: "{count} de vos corrections ont été appliquées à nouveau.",
  },
  de: {
    title: "Einige Ihrer Korrekturen gelten nicht mehr",
    intro:
      "Ihre Antworten haben sich geändert und der Blueprint wurde daraus neu erstellt. Diese Korrekturen wurden nicht erneut angewendet; korrigieren Sie den Blueprint erneut, wenn Sie sie weiterhin möchten.",
    applied: "{count} Ihrer Korrekturen wurden erneut angewendet.",
  },
});
