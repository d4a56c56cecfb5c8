import { z } from 'zod';
import { DIVISION_IDS } from '../session/role.js';
import { pageSchema } from '../shared/list-page.schema.js';

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** A phone number offered for purchase. */
export const PhoneNumberSchema = z.object({
  phoneNumber: z.string(),
  friendlyName: maybe(z.string()),
  locality: maybe(z.string()),
  region: maybe(z.string()),
});
export type PhoneNumber = z.infer<typeof PhoneNumberSchema>;
export const PhoneNumberPageSchema = pageSchema(PhoneNumberSchema);

/** The three messaging-number providers of spec 2 §2. */
export const SMS_PROVIDERS = ['TWILIO', 'BANDWIDTH', 'LISA'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

export const PhoneNumberOrderSchema = z.object({
  orderId: z.string().optional(),
  phoneNumber: z.string(),
  provider: z.enum(SMS_PROVIDERS),
  storeId: z.number().int().optional(),
  divisionId: z.enum(DIVISION_IDS).optional(),
  status: z.string().optional(),
});
export type PhoneNumberOrder = z.infer<typeof PhoneNumberOrderSchema>;

export const SmsConfigurationValidationSchema = z.object({ valid: z.boolean(), message: maybe(z.string()) });
export type SmsConfigurationValidation = z.infer<typeof SmsConfigurationValidationSchema>;

/** Spec 2 §3 chat credentials test response, as shown. */
export const ChatCredentialsTestResponseSchema = z.object({
  accountSidAndAuthTokenVerified: z.boolean(),
  testUserAccessToken: maybe(z.string()),
  accountSidAndAuthTokenErrorMessage: maybe(z.string()),
});
export type ChatCredentialsTestResponse = z.infer<typeof ChatCredentialsTestResponseSchema>;

/** A store and the numbers customers text it on (kind main: the number it texts from). */
export const StoreMessagingNumbersSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  enterpriseId: z.number().int(),
  numbers: z.array(z.object({ phoneNumber: z.string(), kind: z.enum(['main', 'assistant', 'pool']) })),
});
export type StoreMessagingNumbers = z.infer<typeof StoreMessagingNumbersSchema>;
export const StoreMessagingNumbersListSchema = z.object({ data: z.array(StoreMessagingNumbersSchema) });
