import { z } from 'zod';

/**
 * The vocabulary of goods specs (spec §5): attribute and parameter names and values. Goods carry
 * them, and the merchant's attribute and parameter libraries offer them to pick from, so the three
 * entities share it from here rather than import one another. Names and values are compared after
 * trimming and exactly (case matters), as SKU prop_names are.
 */

/**
 * Spec §5 forbids the full-width colon, semicolon, equals, caret and underscore in spec values;
 * their ASCII forms are refused too. The ASCII `:` and `;` above all: a SKU's prop_name is
 * `name:value;name:value` and must stay readable.
 */
export const SPEC_FORBIDDEN_PATTERN = /[：；＝＾＿;:=^_]/;
export const ATTRIBUTE_NAME_MAX_LENGTH = 30;
export const ATTRIBUTE_VALUE_MAX_LENGTH = 30;
export const ATTRIBUTE_VALUES_MAX = 50;
export const PARAMETER_NAME_MAX_LENGTH = 30;
export const PARAMETER_VALUE_MAX_LENGTH = 200;

const unique = (items: unknown[]) => new Set(items).size === items.length;

/** Text of the goods' specs (spec §5): none of the forbidden characters. */
export const withoutSpecForbidden = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((text) => !SPEC_FORBIDDEN_PATTERN.test(text), { error: 'validation.specForbiddenCharacters' });

/** An attribute name or value. */
const specText = (max: number) => withoutSpecForbidden(z.string().trim().min(1).max(max));

export const attributeNameSchema = specText(ATTRIBUTE_NAME_MAX_LENGTH);

/** The values of one attribute (spec §5): at least one kept, none repeated. */
export const attributeValuesSchema = z
  .array(specText(ATTRIBUTE_VALUE_MAX_LENGTH))
  .min(1, { error: 'validation.attributeValueRequired' })
  .max(ATTRIBUTE_VALUES_MAX)
  .refine(unique, { error: 'validation.duplicateValues' });

export const parameterNameSchema = z.string().trim().min(1).max(PARAMETER_NAME_MAX_LENGTH);
export const parameterValueSchema = z.string().trim().max(PARAMETER_VALUE_MAX_LENGTH);
