import { layoutParts } from "#engine/read/reading/layout";
import { sentencesOf } from "#engine/read/reading/segment";

const t =
  "dueño: todo (usuarios, precios, ve todo). perito: hace el peritaje, carga fotos y daños. vendedor: carga el auto, manda el informe, registra la seña. comprador: solo mira el informe por link, no tiene usuario";
console.log(sentencesOf(t, "es"));
console.log(layoutParts(t, "es"));
const u =
  "productor: registra finca y lotes, ve sus ventas y pagos. catador: pone puntaje y notas. comprador: ve catalogo y hace ofertas. nosotros (ops): todo, aprobamos lotes y manejamos embarque y pagos";
console.log(layoutParts(u, "es").map((p) => p.label));
