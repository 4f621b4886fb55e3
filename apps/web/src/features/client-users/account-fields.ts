import { mobileNumberSchema } from '@portside/contracts';

/** antd validator of an optional mobile number, by the contracts' own rule. */
export function optionalMobileNumber(message: string) {
  return {
    validator: (_: unknown, value: unknown) =>
      !value || mobileNumberSchema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

/** An optional text left empty is not sent at all: the server would refuse '' as a phone or e-mail. */
export function optionalText(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}
