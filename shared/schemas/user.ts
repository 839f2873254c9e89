import { z } from "zod";
import { NAME_MAX_LENGTH, nameRuleBroken } from "../auth/name-rules";
import { issueKey } from "../errors/catalogue";

const count = z.number().int().nonnegative();
const hours = z.number().nonnegative();

/** Spec section 3, "User (client shape)": the signed-in user with what they own and have used. */
export const ZUser = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    rfpGeneratorPackages: count,
    completeDocumentationPackages: count,
    developmentWeekPackages: count,
    developmentHoursPackages: count,
    developmentHours: hours,
    developmentWeekHours: hours,
    developmentHoursUsed: hours,
    rfpGeneratorPackagesUsed: count,
    completeDocumentationPackagesUsed: count,
  })
  .meta({ id: "User" });

export type TUser = z.infer<typeof ZUser>;

/** A first or last name as the sign-up form and the server accept it. */
export const ZPersonName = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, issueKey("nameTooLong"))
  .superRefine((name, ctx) => {
    const broken = nameRuleBroken(name);
    if (broken)
      ctx.addIssue({ code: "custom", message: issueKey(broken === "letters" ? "nameLetters" : "nameTooLong") });
  });

/** PUT /api/users/me: the names are the only fields a user may change (the email cannot be). */
export const ZUpdateUserRequest = z
  .object({
    firstName: ZPersonName.pipe(z.string().min(1, "First name is required")),
    lastName: ZPersonName.optional().default(""),
  })
  .meta({ id: "UpdateUserRequest" });

export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;
