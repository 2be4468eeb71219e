/**
 * `@showroom/ui/form`: the one form kit (fields, input rules of spec §5, the schema-driven form
 * hook, the form card), as its own entry (and federation share key) so widgets without forms do
 * not download it; the account screens and the lead form share one copy.
 */
export { CheckboxField, type CheckboxFieldProps } from './form/checkbox-field.tsx';
export {
  DecimalField,
  type DecimalFieldProps,
  DecimalInput,
  type DecimalInputProps,
} from './form/decimal-field.tsx';
export { FieldFrame, type FieldFrameProps, fieldDescriptions } from './form/field-frame.tsx';
export {
  type FieldMessages,
  type FieldSchema,
  fieldMessagesOf,
  firstFieldMessages,
  serverFieldMessages,
} from './form/field-messages.ts';
export { FormCard, type FormCardProps } from './form/form-card.tsx';
export { FormStatus, type FormStatusProps } from './form/form-status.tsx';
export { decimalText, digitsOnly, numericValue, phoneText } from './form/input-rules.ts';
export {
  NumericField,
  type NumericFieldProps,
  NumericInput,
  type NumericInputProps,
} from './form/numeric-field.tsx';
export { PasswordField, type PasswordFieldProps } from './form/password-field.tsx';
export { PhoneField, type PhoneFieldProps } from './form/phone-field.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/select-field.tsx';
export { TextField, type TextFieldProps } from './form/text-field.tsx';
export {
  type FormCheck,
  type SchemaForm,
  type SubmitOptions,
  useSchemaForm,
} from './form/use-schema-form.ts';
