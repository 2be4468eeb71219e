import {
  COUPON_MESSAGES,
  type CouponTerms,
  couponCreateSchema,
  couponTermsSchema,
  type ProCoupon,
} from '@showroom/contract/pro';
import { apiFieldErrors, type FieldErrorMap, notify } from '@showroom/core';
import { Button } from '@showroom/ui';
import {
  CheckboxField,
  DecimalField,
  digitsOnly,
  SelectField,
  TextField,
  useSchemaForm,
} from '@showroom/ui/form';
import { createProCoupon, saveProCoupon } from '../../api/pro-calls.ts';
import { type CouponValues, NEW_COUPON, termsOf, valuesOf } from './coupon-values.ts';

const TYPE_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'amount', label: 'Amount off ($)' },
] as const;

/** The contract's check, its messages under the boxes as the form names them. */
function check(isNew: boolean) {
  return (values: CouponValues): Record<string, string> => {
    const terms: CouponTerms = termsOf(values);
    const parsed = isNew
      ? couponCreateSchema.safeParse({ ...terms, code: values.code })
      : couponTermsSchema.safeParse(terms);
    if (parsed.success) return {};
    const messages: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const [first] = issue.path.map(String);
      const field = first === 'expires_at' ? 'expires_on' : (first ?? '');
      messages[field] ??= issue.message;
    }
    return messages;
  };
}

/** A server refusal's fields, named as the form names them. */
function serverErrors(error: unknown): FieldErrorMap {
  return Object.fromEntries(
    Object.entries(apiFieldErrors(error)).map(([field, list]) => [
      field === 'expires_at' ? 'expires_on' : field,
      list,
    ]),
  );
}

/**
 * Creates a coupon, or edits one (`coupon`): its discount, expiry, usage limits, and whether it is
 * active. A refusal (a percent above the markup, a taken code) shows under its box, the rest kept.
 */
export function CouponForm({
  coupon,
  onSaved,
  onCancel,
}: {
  coupon: ProCoupon | null;
  onSaved: (saved: ProCoupon) => void;
  onCancel?: () => void;
}) {
  const isNew = coupon === null;
  const form = useSchemaForm<CouponValues>(check(isNew), coupon ? valuesOf(coupon) : NEW_COUPON);
  const percent = form.values.discount_type === 'percent';
  const onSubmit = form.submit(
    async (values) => {
      const terms = termsOf(values);
      const answer = coupon
        ? await saveProCoupon(coupon.id, terms)
        : await createProCoupon({ ...terms, code: values.code });
      form.reset(isNew ? NEW_COUPON : valuesOf(answer.data));
      onSaved(answer.data);
      notify.success(answer.message);
    },
    { serverErrors },
  );
  return (
    <form ref={form.formRef} className="sr-page-card" onSubmit={onSubmit} noValidate>
      <h2 className="sr-page-card__heading">{isNew ? 'New coupon' : `Edit ${coupon.code}`}</h2>
      <p className="sr-console__muted">{COUPON_MESSAGES.help}</p>
      {isNew && (
        <TextField label="Code" autoComplete="off" hint="Letters, digits, dashes." {...form.text('code')} />
      )}
      <div className="sr-console__row">
        <SelectField label="Discount" options={TYPE_OPTIONS} {...form.text('discount_type')} />
        <DecimalField
          label={percent ? 'Percent off' : 'Amount off ($)'}
          name="discount_value"
          value={form.values.discount_value}
          onValueChange={(text) => form.setValue('discount_value', text)}
          error={form.errorFor('discount_value')}
        />
      </div>
      <div className="sr-console__row">
        <TextField
          label="Expires after"
          type="date"
          hint="Empty: never expires."
          {...form.text('expires_on')}
        />
        <TextField
          label="Uses in total"
          inputMode="numeric"
          hint="Empty: no limit."
          {...form.text('max_uses')}
          onChange={(event) => form.setValue('max_uses', digitsOnly(event.target.value))}
        />
        <TextField
          label="Uses per customer"
          inputMode="numeric"
          hint="Empty: no limit."
          {...form.text('max_uses_per_customer')}
          onChange={(event) => form.setValue('max_uses_per_customer', digitsOnly(event.target.value))}
        />
      </div>
      {!isNew && (
        <CheckboxField
          label="Active: customers can use it"
          name="active"
          checked={form.values.active}
          onChange={(event) => form.setValue('active', event.target.checked)}
        />
      )}
      <div className="sr-console__row">
        <Button type="submit" busy={form.busy}>
          {isNew ? 'Create coupon' : 'Save coupon'}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
