import { UsStateSelect } from '@showroom/commerce-ui/address';
import {
  type VendorAccount,
  type VendorAccountRequest,
  vendorAccountRequestSchema,
} from '@showroom/contract/vendor';
import { notify } from '@showroom/core';
import { Button } from '@showroom/ui';
import { TextField, useSchemaForm } from '@showroom/ui/form';
import { saveVendorAccount } from '../../api/vendor-calls.ts';

type AccountValues = Required<{ [K in keyof VendorAccountRequest]: string }>;

const valuesOf = (account: VendorAccount): AccountValues => ({
  company_name: account.company_name ?? '',
  contact_name: account.contact_name ?? '',
  phone: account.phone ?? '',
  warehouse_address: account.warehouse_address ?? '',
  warehouse_city: account.warehouse_city ?? '',
  warehouse_state: account.warehouse_state ?? '',
  warehouse_zip: account.warehouse_zip ?? '',
  new_brand: '',
});

/** The vendor's company, contact, warehouse (a US address) and a brand line to add; refusals under their boxes. */
export function AccountForm({
  account,
  onSaved,
}: {
  account: VendorAccount;
  onSaved: (account: VendorAccount) => void;
}) {
  const form = useSchemaForm<AccountValues>(vendorAccountRequestSchema, valuesOf(account));
  const onSubmit = form.submit(async (values) => {
    const answer = await saveVendorAccount(values);
    form.reset(valuesOf(answer.data));
    onSaved(answer.data);
    notify.success(answer.message);
  });
  return (
    <form
      ref={form.formRef}
      className="sr-page-card"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="sr-vendor-account"
    >
      <h2 id="sr-vendor-account" className="sr-page-card__heading">
        Your account
      </h2>
      <TextField label="Company name" autoComplete="organization" {...form.text('company_name')} />
      <div className="sr-vendor-home__row">
        <TextField label="Contact name" autoComplete="name" {...form.text('contact_name')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.text('phone')} />
      </div>
      <TextField
        label="Warehouse address"
        autoComplete="street-address"
        {...form.text('warehouse_address')}
      />
      <div className="sr-vendor-home__row">
        <TextField label="City" autoComplete="address-level2" {...form.text('warehouse_city')} />
        <UsStateSelect {...form.text('warehouse_state')} />
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          {...form.text('warehouse_zip')}
        />
      </div>
      <TextField
        label="Add a brand line"
        autoComplete="off"
        hint={
          account.brands.length > 0
            ? `Your brand lines: ${account.brands.join(', ')}.`
            : 'Products are listed under one of your brand lines.'
        }
        {...form.text('new_brand')}
      />
      <Button type="submit" busy={form.busy}>
        Save account
      </Button>
    </form>
  );
}
