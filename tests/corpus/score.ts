import type { TBlueprint, TEntity } from "#shared/blueprint/schema";
import type { TDeck } from "#shared/deck/schema";
import { commonestShape } from "./criteria-shapes";
import type { TCorpusSet } from "./schema";
import { priceMiss, type ReadMoney, scoreMarket, teamMiss } from "./score-money";

/**
 * How well a blueprint reads the answers it was built from, against the truth its writer meant:
 * per field, true positives, predictions and truths (micro-averaged over the corpus into
 * precision, recall and F1), and every miss in words. Names are compared loosely (case, accents,
 * articles, plural endings), so a role read as "Mechanics" is the truth's "Mechanic"; anything
 * more is a miss.
 */

export type Count = { tp: number; predicted: number; truth: number };
/** A yes/no per set (platforms exact, later exact ...). */
export type Tally = { hits: number; total: number };
export type FieldScores = Record<string, Count | Tally>;
export type SetScore = { id: string; fields: FieldScores; misses: string[] };

const DETERMINERS = new Set(
  "the a an each every our their all any der die das den dem des ein eine einen el la los las un una unos unas le les l un une des du".split(
    " ",
  ),
);

/** A loose key of a name: lower case, no accents, no articles, plural endings off. */
export function nameKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((word) => (word === "d" ? "de" : word))
    .filter((word) => word && !DETERMINERS.has(word))
    .map((word) => (word.length > 3 ? word.replace(/(?:es|en|s|n|e)$/, "") : word))
    .join(" ");
}

const sameName = (a: string, names: readonly string[]) => names.some((name) => nameKey(name) === nameKey(a));

/**
 * Pairs each prediction with at most one truth it names: first by the closer rule (a name), then
 * by the looser one (an alias), so a prediction matching only an alias never takes the truth
 * another prediction names exactly.
 */
function pair<P, T>(
  predicted: readonly P[],
  truths: readonly T[],
  matches: (p: P, t: T) => boolean,
  closer: (p: P, t: T) => boolean = matches,
): Map<T, P> {
  const out = new Map<T, P>();
  const used = new Set<P>();
  for (const rule of [closer, matches]) {
    for (const item of predicted) {
      if (used.has(item)) continue;
      const truth = truths.find((candidate) => !out.has(candidate) && rule(item, candidate));
      if (truth === undefined) continue;
      out.set(truth, item);
      used.add(item);
    }
  }
  return out;
}

const count = (tp: number, predicted: number, truth: number): Count => ({ tp, predicted, truth });
const tally = (hits: number, total: number): Tally => ({ hits, total });

/** Words of a phrase as stems, for matching feature titles. */
function stems(text: string): string[] {
  return nameKey(text)
    .split(" ")
    .filter((word) => word.length > 2)
    .map((word) => word.slice(0, 6));
}

function dice(a: string, b: string): number {
  const left = new Set(stems(a));
  const right = new Set(stems(b));
  if (left.size === 0 || right.size === 0) return 0;
  const shared = [...left].filter((word) => right.has(word)).length;
  return (2 * shared) / (left.size + right.size);
}

/** What the scorer reads beside the blueprint: its money as the documents show it, and the deck. */
export type Readings = { money: ReadMoney; deck: TDeck };

/** Words that carry no content in a requirement's title ("Maybe.", "That for."). */
const FUNCTION_WORDS = new Set(
  (
    "a an the and or of for to in on at by with that this these those it its be is are was maybe perhaps also too " +
    "later soon then etc so if not no yes ok some any other more most very just only " +
    "el la los las un una unos unas y o de del al en con por para que eso esto ese esta tal vez quizas quizá quiza " +
    "despues luego tambien mas muy solo si no " +
    "le la les un une des et ou de du au aux en avec pour par que ce cela ça ca peut etre plus tard aussi tres " +
    "seulement si non " +
    "der die das den dem des ein eine einen und oder von vom zu zum zur im in mit fur für auf das dass vielleicht " +
    "spater später auch sehr nur ja nein etc usw"
  ).split(" "),
);
const contentWords = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !FUNCTION_WORDS.has(word));

export function scoreSet(set: TCorpusSet, blueprint: TBlueprint, readings?: Readings): SetScore {
  const misses: string[] = [];
  const fields: FieldScores = {};
  const { truth } = set;

  // Roles.
  const roles = pair(
    blueprint.roles,
    truth.roles,
    (role, t) => sameName(role.name, [t.name, ...t.aliases]),
    (role, t) => sameName(role.name, [t.name]),
  );
  fields.roles = count(roles.size, blueprint.roles.length, truth.roles.length);
  for (const t of truth.roles) if (!roles.has(t)) misses.push(`role missed: ${t.name}`);
  for (const role of blueprint.roles)
    if (![...roles.values()].includes(role)) misses.push(`role invented: ${JSON.stringify(role.name)}`);
  const admins = truth.roles.filter((t) => roles.has(t));
  fields.roleAdmin = tally(admins.filter((t) => roles.get(t)?.admin === t.admin).length, admins.length);
  for (const t of admins)
    if (roles.get(t)?.admin !== t.admin) misses.push(`role ${t.name}: admin should be ${t.admin}`);

  // Records (the accounts the builder adds on its own are not the founder's records).
  const entities = blueprint.entities.filter((entity) => !(entity.name === "User" && entity.assumption));
  const entityNames = (entity: TEntity) => [entity.label, entity.name, entity.nouns.one, entity.nouns.many];
  const records = pair(
    entities,
    truth.records,
    (entity, t) => entityNames(entity).some((name) => sameName(name, [t.name, ...t.aliases])),
    (entity, t) => entityNames(entity).some((name) => sameName(name, [t.name])),
  );
  fields.records = count(records.size, entities.length, truth.records.length);
  for (const t of truth.records) if (!records.has(t)) misses.push(`record missed: ${t.name}`);
  for (const entity of entities)
    if (![...records.values()].includes(entity)) misses.push(`record invented: ${JSON.stringify(entity.label)}`);
  const recordOf = (entityName: string | null) => {
    for (const [t, entity] of records) if (entity.name === entityName) return t;
    return undefined;
  };

  // Fields of the records found.
  let fieldTp = 0;
  let fieldPredicted = 0;
  let fieldTruth = 0;
  for (const [t, entity] of records) {
    // A reference that is one of the record's links, and the field holding the status values the
    // founder listed without naming it ("Place [libre, réservée]"), are scored as links and status.
    const linkField = (field: (typeof entity.fields)[number]) => {
      const target = nameKey(recordOf(field.references)?.name ?? field.references ?? "");
      const linked = t.links.some((link) => nameKey(link) === target) || target === nameKey(truth.tenant ?? "");
      return field.type === "reference" && linked && !t.fields.some((name) => sameName(field.label, [name]));
    };
    const statusField = (field: (typeof entity.fields)[number]) =>
      field.type === "enum" && t.statusValues !== null && !t.fields.some((name) => sameName(field.label, [name]));
    const own = entity.fields.filter((field) => !field.assumption && !linkField(field) && !statusField(field));
    const found = pair(own, t.fields, (field, name) => sameName(field.label, [name]));
    fieldTp += found.size;
    fieldPredicted += own.length;
    fieldTruth += t.fields.length;
    for (const name of t.fields) if (!found.has(name)) misses.push(`field missed: ${t.name}.${name}`);
    for (const field of own)
      if (![...found.values()].includes(field)) misses.push(`field invented: ${t.name}.${field.label}`);
  }
  fields.fields = count(fieldTp, fieldPredicted, fieldTruth);

  // Links between records (a link to the users is a role's, not a record's). Writers of the truth
  // differ on whether every record of a SaaS names its tenant: a link to the tenant the truth does
  // not list is not counted against the reader, one it lists is scored.
  const truthLinks = truth.records.flatMap((t) => t.links.map((link) => `${nameKey(t.name)} -> ${nameKey(link)}`));
  const tenantKey = truth.tenant ? nameKey(truth.tenant) : null;
  const notTenant = (link: string) =>
    tenantKey === null || truthLinks.includes(link) || !link.endsWith(` -> ${tenantKey}`);
  const predictedLinks = [
    ...new Set(
      entities.flatMap((entity) =>
        entity.fields
          .filter((field) => field.type === "reference" && field.references && field.references !== "User")
          .map((field) => {
            const from = recordOf(entity.name);
            const to = recordOf(field.references);
            return `${nameKey(from?.name ?? entity.label)} -> ${nameKey(to?.name ?? field.references ?? "")}`;
          }),
      ),
    ),
  ].filter(notTenant);
  const linkTp = truthLinks.filter((link) => predictedLinks.includes(link));
  fields.links = count(linkTp.length, predictedLinks.length, truthLinks.length);
  for (const link of truthLinks) if (!predictedLinks.includes(link)) misses.push(`link missed: ${link}`);
  for (const link of predictedLinks) if (!truthLinks.includes(link)) misses.push(`link invented: ${link}`);

  // Status values: the founder's list exactly (as snake_case values), never a made-up lifecycle.
  const snake = (value: string) => nameKeyRaw(value);
  let statusExact = 0;
  let statusTotal = 0;
  let invented = 0;
  for (const t of truth.records) {
    const entity = records.get(t);
    const status = entity?.fields.find(
      (field) => field.type === "enum" && /status|state|stage|estado|statut|etat|stand|zustand/i.test(field.key),
    );
    if (t.statusValues) {
      statusTotal++;
      const want = t.statusValues.map(snake);
      const got = (status?.values ?? []).map(snake);
      if (want.length === got.length && want.every((value) => got.includes(value))) statusExact++;
      else misses.push(`status of ${t.name}: want [${want.join(", ")}], got [${got.join(", ")}]`);
    } else if (status && !status.assumption) {
      invented++;
      misses.push(`status invented on ${t.name}: [${status.values.join(", ")}]`);
    } else if (status?.assumption) {
      invented++;
      misses.push(`status guessed on ${t.name}: [${status.values.join(", ")}]`);
    }
  }
  fields.statusValues = tally(statusExact, statusTotal);
  fields.statusInvented = tally(invented, truth.records.filter((t) => !t.statusValues && records.has(t)).length);

  // The tenant of a multi-customer SaaS.
  if (truth.tenant) {
    const tenant = truth.records.find((t) => nameKey(t.name) === nameKey(truth.tenant ?? ""));
    const found = tenant !== undefined && records.has(tenant);
    fields.tenant = tally(found ? 1 : 0, 1);
    if (!found) misses.push(`tenant missed: ${truth.tenant}`);
  }

  // Integrations, each whole, and put off when the founder put it off.
  const integrations = pair(blueprint.integrations, truth.integrations, (item, t) => sameName(item.name, [t.name]));
  fields.integrations = count(integrations.size, blueprint.integrations.length, truth.integrations.length);
  for (const t of truth.integrations) if (!integrations.has(t)) misses.push(`integration missed: ${t.name}`);
  for (const item of blueprint.integrations)
    if (![...integrations.values()].includes(item)) misses.push(`integration invented: ${JSON.stringify(item.name)}`);
  const matchedIntegrations = [...integrations.entries()];
  fields.integrationLater = tally(
    matchedIntegrations.filter(([t, item]) => t.later === item.later).length,
    matchedIntegrations.length,
  );
  for (const [t, item] of matchedIntegrations)
    if (t.later !== item.later) misses.push(`integration ${t.name}: later should be ${t.later}`);

  // Platforms exactly as answered.
  const p = blueprint.platforms;
  const platforms = { web: p.web, ios: p.ios, android: p.android, desktop: p.desktopApp };
  // A platform put off is not one of version 1, whichever way the writer marked it.
  const v1 = (kind: "web" | "ios" | "android" | "desktop") =>
    truth.platforms[kind] && !truth.platforms.later.includes(kind);
  const wanted = { web: v1("web"), ios: v1("ios"), android: v1("android"), desktop: v1("desktop") };
  const platformsExact = JSON.stringify(platforms) === JSON.stringify(wanted);
  fields.platforms = tally(platformsExact ? 1 : 0, 1);
  if (!platformsExact) misses.push(`platforms: want ${JSON.stringify(wanted)}, got ${JSON.stringify(platforms)}`);

  // Features and their priorities.
  // An account feature the founder put off ("visitor sign-in later") is theirs; the accounts the builder adds are not.
  const capabilities = blueprint.requirements.filter(
    (item) => item.kind === "capability" || (item.kind === "access" && item.priority === "later"),
  );
  // A feature the founder named after its service ("Slack notifications", "Lien QuickBooks") is an
  // integration requirement: it is found, though an integration requirement no feature names is no
  // invented feature. The builder's own ("Integration: Google Maps") never count.
  const namedIntegrations = blueprint.requirements.filter(
    (item) => item.kind === "integration" && !/^(?:integration|integración|intégration)\s*:/iu.test(item.title),
  );
  const features = pair(
    [...capabilities, ...namedIntegrations].sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true })),
    truth.features,
    (item, t) => [t.title, ...t.aliases].some((title) => dice(item.title, title) >= 0.5),
    // A title that matches the truth's own title is paired before one that matches an alias
    // ("Bitácora de obra" is the feature of that name, not "Registro de autorizaciones", alias
    // "Bitácora de autorizaciones").
    (item, t) => dice(item.title, t.title) >= 0.5,
  );
  const pairedIntegrations = namedIntegrations.filter((item) => [...features.values()].includes(item)).length;
  fields.features = count(features.size, capabilities.length + pairedIntegrations, truth.features.length);
  for (const t of truth.features) if (!features.has(t)) misses.push(`feature missed: ${t.title}`);
  for (const item of capabilities)
    if (![...features.values()].includes(item)) misses.push(`feature invented: ${JSON.stringify(item.title)}`);
  const matched = [...features.entries()];
  fields.priority = tally(matched.filter(([t, item]) => t.priority === item.priority).length, matched.length);
  for (const [t, item] of matched)
    if (t.priority !== item.priority) misses.push(`priority of ${t.title}: want ${t.priority}, got ${item.priority}`);
  const laterExact =
    truth.features.filter((t) => t.priority === "later").every((t) => features.get(t)?.priority === "later") &&
    matched.every(([t, item]) => (item.priority === "later") === (t.priority === "later"));
  fields.laterExact = tally(laterExact ? 1 : 0, 1);
  const cutExact =
    truth.features.filter((t) => t.cutFirst).every((t) => features.has(t) && features.get(t)?.priority !== "must") &&
    matched.every(([t, item]) => t.cutFirst || t.priority === "could" || item.priority !== "could");
  fields.cutFirstExact = tally(cutExact ? 1 : 0, 1);
  const longTitles = blueprint.requirements.filter((item) => item.title.split(/\s+/).length > 8);
  fields.shortTitles = tally(blueprint.requirements.length - longTitles.length, blueprint.requirements.length);
  for (const item of longTitles) misses.push(`title is a sentence: ${JSON.stringify(item.title)}`);

  // Workflows: as many as described.
  fields.workflows = tally(blueprint.workflows.length === truth.workflows.length ? 1 : 0, 1);
  if (blueprint.workflows.length !== truth.workflows.length)
    misses.push(`workflows: want ${truth.workflows.length}, got ${blueprint.workflows.length}`);

  // Steps: who does each, and the record its action acts on ("approves it" is the work order, not
  // the fleet of the fleet manager). A truth step is matched to the blueprint step that says most
  // of it; the blueprint may join two truth steps in one sentence.
  const steps = blueprint.workflows.flatMap((flow) => flow.steps);
  let actorHits = 0;
  let actorTotal = 0;
  let recordHits = 0;
  let recordTotal = 0;
  for (const flow of truth.workflows) {
    for (const step of flow.steps) {
      const best = [...steps].sort((a, b) => dice(b.text, step.does) - dice(a.text, step.does))[0];
      if (!best || dice(best.text, step.does) < 0.3) continue;
      if (step.who) {
        actorTotal++;
        const role = blueprint.roles.find((candidate) => candidate.id === best.role);
        const want = truth.roles.find((candidate) => nameKey(candidate.name) === nameKey(step.who ?? ""));
        if (role && want && sameName(role.name, [want.name, ...want.aliases])) actorHits++;
        else misses.push(`step "${step.does}": actor ${role?.name ?? "none"}, want ${step.who}`);
      }
      const action = blueprint.actions.find((candidate) => candidate.id === best.action);
      if (step.record && action) {
        recordTotal++;
        const acted = recordOf(action.entity);
        if (acted && nameKey(acted.name) === nameKey(step.record)) recordHits++;
        else misses.push(`step "${step.does}": "${action.label}" acts on ${action.entity}, want ${step.record}`);
      }
    }
  }
  fields.stepActors = tally(actorHits, actorTotal);
  fields.actionRecords = tally(recordHits, recordTotal);

  // Acceptance criteria: at most one in four of the RFP's follows one sentence shape.
  const shapes = commonestShape(blueprint);
  fields.criteriaVaried = tally(shapes.share <= 0.25 ? 1 : 0, 1);
  if (shapes.share > 0.25)
    misses.push(`${Math.round(shapes.share * 100)}% of the criteria have one shape: ${shapes.shape.slice(0, 160)}`);

  // Money: the ask, the budget.
  const ask = blueprint.ask;
  const raisingRight =
    truth.raising === false
      ? !ask.raising
      : ask.raising &&
        near(ask.amount?.amount ?? null, truth.raising.amount) &&
        (ask.amount?.currency ?? null) === truth.raising.currency;
  fields.raising = tally(raisingRight ? 1 : 0, 1);
  if (!raisingRight)
    misses.push(
      `raising: want ${JSON.stringify(truth.raising)}, got ${JSON.stringify(ask.raising ? ask.amount : false)}`,
    );
  if (truth.budget) {
    const budget = blueprint.product.budget;
    const right =
      near(budget.amount, truth.budget.amount) &&
      (truth.budget.upTo === null ? budget.upTo === null : near(budget.upTo, truth.budget.upTo)) &&
      budget.currency === truth.budget.currency;
    fields.budget = tally(right ? 1 : 0, 1);
    if (!right) misses.push(`budget: want ${JSON.stringify(truth.budget)}, got ${JSON.stringify(budget)}`);
  }
  if (readings) scoreReadings(set, blueprint, readings, fields, misses);
  scoreScraps(set, blueprint, features, fields, misses);
  scoreRoleSteps(set, blueprint, roles, fields, misses);
  scoreCutFirst(set, blueprint, features, integrations, fields, misses);
  return { id: set.id, fields, misses };
}

type Truth = TCorpusSet["truth"];

/** The price, every market figure and the team slide, where the set's writer annotated them. */
function scoreReadings(
  set: TCorpusSet,
  blueprint: TBlueprint,
  readings: Readings,
  fields: FieldScores,
  misses: string[],
) {
  const { truth } = set;
  // The price is scored on the sets whose writer gave it truth (the first 42 mostly did).
  const priceWrong = priceMiss(truth.price, readings.money.price);
  fields.price = tally(priceWrong ? 0 : 1, 1);
  if (priceWrong) misses.push(priceWrong);
  let moneyHits = priceWrong ? 0 : 1;
  let moneyTotal = 1;
  for (const key of ["raising", "budget"] as const) {
    const value = fields[key] as Tally | undefined;
    if (!value) continue;
    moneyHits += value.hits;
    moneyTotal += value.total;
  }
  if (truth.market) {
    const market = scoreMarket(truth.market, readings.money.market);
    fields.market = count(market.tp, market.predicted, market.truth);
    misses.push(...market.misses);
    moneyHits += market.tp;
    moneyTotal += Math.max(market.truth, market.predicted);
  }
  fields.moneyExact = tally(moneyHits, moneyTotal);
  if (truth.team) {
    const wrong = teamMiss(truth.team, readings.deck);
    fields.team = tally(wrong ? 0 : 1, 1);
    if (wrong) misses.push(wrong);
  }
  void blueprint;
}

/** Requirements that are scraps of a sentence: no content word, or an invented one of fewer than two. */
function scoreScraps(
  set: TCorpusSet,
  blueprint: TBlueprint,
  features: Map<Truth["features"][number], TBlueprint["requirements"][number]>,
  fields: FieldScores,
  misses: string[],
) {
  const matched = new Set(features.values());
  const scraps = blueprint.requirements.filter((item) => {
    const words = contentWords(item.title);
    return words.length === 0 || (item.kind === "capability" && !matched.has(item) && words.length < 2);
  });
  fields.scraps = tally(scraps.length, blueprint.requirements.length);
  for (const item of scraps) misses.push(`scrap requirement: ${item.id} ${JSON.stringify(item.title)}`);
  void set;
}

/** A role the founder calls read-only takes no workflow action. */
function scoreRoleSteps(
  set: TCorpusSet,
  blueprint: TBlueprint,
  roles: Map<Truth["roles"][number], TBlueprint["roles"][number]>,
  fields: FieldScores,
  misses: string[],
) {
  const readOnly = set.truth.roles.filter((role) => role.readOnly);
  if (readOnly.length === 0) return;
  let hits = 0;
  for (const t of readOnly) {
    const role = roles.get(t);
    const acting = role ? blueprint.actions.filter((action) => action.roles.includes(role.id)) : [];
    if (role && acting.length === 0) hits++;
    else if (!role) misses.push(`read-only role ${t.name} missed`);
    else misses.push(`read-only role ${t.name} takes ${acting.map((action) => action.id).join(", ")}`);
  }
  fields.readOnlyRoles = tally(hits, readOnly.length);
}

/** What the founder would cut first stays in version 1, last: a Could feature or a Could integration. */
function scoreCutFirst(
  set: TCorpusSet,
  blueprint: TBlueprint,
  features: Map<Truth["features"][number], TBlueprint["requirements"][number]>,
  integrations: Map<Truth["integrations"][number], TBlueprint["integrations"][number]>,
  fields: FieldScores,
  misses: string[],
) {
  let hits = 0;
  let total = 0;
  for (const t of set.truth.features.filter((feature) => feature.cutFirst)) {
    total++;
    const item = features.get(t);
    if (item?.priority === "could") hits++;
    else misses.push(`cut first ${t.title}: ${item ? item.priority : "missed"}, want could`);
  }
  for (const t of set.truth.integrations.filter((integration) => integration.cutFirst)) {
    total++;
    const item = integrations.get(t);
    const requirement = blueprint.requirements.find((candidate) => item?.requirements.includes(candidate.id));
    if (item && !item.later && requirement?.priority === "could") hits++;
    else
      misses.push(
        `cut first integration ${t.name}: ${item ? `later ${item.later}, ${requirement?.priority ?? "no requirement"}` : "missed"}, want could in version 1`,
      );
  }
  if (total > 0) fields.cutFirst = tally(hits, total);
}

/** snake_case words as the blueprint spells enum values. */
function nameKeyRaw(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join("_");
}

function near(got: number | null, want: number): boolean {
  return got !== null && Math.abs(got - want) <= Math.max(1, want * 0.005);
}

export type Summary = Record<string, { precision?: number; recall?: number; f1?: number; rate?: number; n: number }>;

/** Micro-averaged figures per field over many sets. */
export function summarize(scores: readonly SetScore[]): Summary {
  const out: Summary = {};
  const keys = [...new Set(scores.flatMap((score) => Object.keys(score.fields)))];
  for (const key of keys) {
    const values = scores.map((score) => score.fields[key]).filter((value) => value !== undefined);
    if (values.length === 0) continue;
    if ("tp" in (values[0] as Count)) {
      const sum = (pick: (value: Count) => number) => values.reduce((total, value) => total + pick(value as Count), 0);
      const tp = sum((value) => value.tp);
      const predicted = sum((value) => value.predicted);
      const truth = sum((value) => value.truth);
      const precision = predicted === 0 ? (truth === 0 ? 1 : 0) : tp / predicted;
      const recall = truth === 0 ? 1 : tp / truth;
      const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
      out[key] = { precision, recall, f1, n: truth };
    } else {
      const hits = values.reduce((total, value) => total + (value as Tally).hits, 0);
      const total = values.reduce((total, value) => total + (value as Tally).total, 0);
      out[key] = { rate: total === 0 ? 1 : hits / total, n: total };
    }
  }
  return out;
}
