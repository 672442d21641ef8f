/** The form kit: fields, choices, buttons, messages and the one form hook. CSS: form.css (imported by each part). */
export { onlyDigits, digitsUpTo, moneyInput, type InputFilter } from './filters';
export { Field, DigitsField, FieldFrame, FieldError, CheckField, useFieldIds, type FieldProps } from './field';
export { PasswordField, PinField } from './password-field';
export { AmountField } from './amount-field';
export { Select, SelectInput, type SelectOption } from './select';
export { Chips, Tabs, RadioList, type Choice } from './choices';
export { SubmitButton, FormError, FormSuccess } from './form-parts';
export { CodeButton, type CodeButtonProps, type CodeButtonTexts } from './code-button';
export { useForm, serverFieldErrors, type FieldBinding, type FieldErrors, type Problems, type Form } from './use-form';
