/** One role: its name, what it may do (free words), and whether it administers the product. */
export type TRoleRow = { name: string; permissions: string; admin: boolean };
/** One kind of record: its name, its fields, its status values, the names of other records it links to. */
export type TRecordRow = { name: string; fields: string[]; statusValues: string[]; links: string[] };
/** One external service: its name, what it is for, and whether it can wait for a later version. */
export type TIntegrationChip = { service: string; purpose: string; later: boolean };
/** The platforms ticked, plus any other platform in words ("" when none). */
export type TPlatformChoice = { web: boolean; ios: boolean; android: boolean; desktop: boolean; other: string };
