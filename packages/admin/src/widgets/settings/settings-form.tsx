import { type AdminSettingsRequest, adminSettingsRequestSchema } from '@showroom/contract/admin';
import { notify } from '@showroom/core';
import { Button } from '@showroom/ui';
import { TextField, useSchemaForm } from '@showroom/ui/form';
import { saveSettings } from '../../api/admin-calls.ts';

/**
 * The settings' form: checked by the contract's own rules before it is sent (the server checks again);
 * what was typed stays when a value is refused, each error under its field.
 */
export function SettingsForm({ saved, platformUrl }: { saved: AdminSettingsRequest; platformUrl: string }) {
  const form = useSchemaForm<AdminSettingsRequest>(adminSettingsRequestSchema, saved);
  const onSubmit = form.submit(async (values) => {
    const answer = await saveSettings(values);
    notify.success(answer.message);
  });

  return (
    <form ref={form.formRef} className="sr-admin__form" onSubmit={onSubmit} noValidate>
      <TextField label="App name" autoComplete="off" {...form.text('app_name')} />
      <TextField label="Support e-mail" type="email" inputMode="email" {...form.text('support_email')} />
      <TextField label="Support phone" type="tel" inputMode="tel" {...form.text('support_phone')} />
      <TextField label="Company address" {...form.text('company_address')} />
      <TextField
        label="Default theme colour"
        hint="A hex colour such as #15803d: the shop's colour where a pro has none of their own."
        {...form.text('default_theme_color')}
      />
      <p className="sr-page-muted">The platform's address ({platformUrl}) follows where it is served.</p>
      <Button type="submit" busy={form.busy}>
        Save settings
      </Button>
    </form>
  );
}
