/**
 * The founder's corrections of a blueprint (issue 26, items 2 and 3): pure operations, each
 * `(blueprint, ...args) => blueprint`, whose result still passes `ZBlueprint` with no dangling
 * reference (ids renumbered, references moved or removed, the plan's milestones kept). An edit that
 * cannot be made throws a `BlueprintEditError` with its reason and changes nothing.
 */
export { BlueprintEditError, EDIT_REFUSALS, type TEditRefusal } from "./edits/errors";
export {
  addIntegration,
  addStep,
  deleteIntegration,
  deleteStep,
  renameWorkflow,
  type TIntegrationPatch,
  type TStepPatch,
  updateIntegration,
  updateStep,
} from "./edits/flows";
export {
  addMarketFigure,
  addTeamMember,
  deleteMarketFigure,
  deleteTeamMember,
  MAX_FIGURES,
  MAX_MEMBERS,
  setBudget,
  setMarketFigure,
  setPrice,
  setRaise,
  setTeamMemberCard,
  type TFigureFields,
  type TPriceFields,
  type TRaise,
} from "./edits/money";
export {
  addField,
  addRecord,
  deleteField,
  deleteRecord,
  enumValues,
  mergeRecords,
  recordToStatusValues,
  renameRecord,
  statusValuesToRecord,
  type TFieldPatch,
  updateField,
} from "./edits/records";
export {
  addRequirement,
  deleteRequirement,
  retitleRequirement,
  setAcceptanceCriteria,
  setEstimate,
  setPriority,
  setRequirementRecords,
  setRequirementRoles,
} from "./edits/requirements";
export { addRole, deleteRole, mergeRoles, renameRole, setRoleAdmin, setRolePermissions } from "./edits/roles";
