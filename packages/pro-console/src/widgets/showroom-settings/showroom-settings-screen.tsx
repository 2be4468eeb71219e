import { ROUTE_PATHS, SHOP_LINK_KEYS, SHOP_LINK_LABELS, type ShopLinkKey } from '@showroom/contract';
import { type ProShowroom, proShowroomSchema } from '@showroom/contract/pro';
import { apiFieldErrors, type FieldErrorMap, notify } from '@showroom/core';
import { Button, useResource } from '@showroom/ui';
import { FormStatus, TextField, useSchemaForm } from '@showroom/ui/form';
import { loadProShowroom, saveProShowroom } from '../../api/pro-calls.ts';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import { BrandingCard } from './branding-card.tsx';
import { CategoriesCard } from './categories-card.tsx';

/** The form's values: every box a string (an empty one clears what it holds). */
type ShowroomValues = {
  company_name: string;
  website_url: string;
  phone: string;
  email: string;
} & Record<`link_${ShopLinkKey}`, string>;

function valuesOf(showroom: ProShowroom): ShowroomValues {
  const links = Object.fromEntries(SHOP_LINK_KEYS.map((key) => [`link_${key}`, showroom.links[key] ?? '']));
  return {
    company_name: showroom.company_name,
    website_url: showroom.website_url ?? '',
    phone: showroom.phone ?? '',
    email: showroom.email ?? '',
    ...(links as Record<`link_${ShopLinkKey}`, string>),
  };
}

function requestOf(values: ShowroomValues) {
  return {
    company_name: values.company_name,
    website_url: values.website_url,
    phone: values.phone,
    email: values.email,
    links: Object.fromEntries(SHOP_LINK_KEYS.map((key) => [key, values[`link_${key}`]])),
  };
}

/** The contract's check, with a link's message under its own box (`links.about` → `link_about`). */
function check(values: ShowroomValues): Record<string, string> {
  const parsed = proShowroomSchema.safeParse(requestOf(values));
  if (parsed.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path.map(String);
    const field = first === 'links' ? `link_${second}` : (first ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}

/** A server refusal's fields, named as the form names them. */
function serverErrors(error: unknown): FieldErrorMap {
  return Object.fromEntries(
    Object.entries(apiFieldErrors(error)).map(([field, list]) => [field.replace(/^links\./, 'link_'), list]),
  );
}

function ShowroomForm({
  showroom,
  onSaved,
}: {
  showroom: ProShowroom;
  onSaved: (saved: ProShowroom) => void;
}) {
  const form = useSchemaForm<ShowroomValues>(check, valuesOf(showroom));
  const onSubmit = form.submit(
    async (values) => {
      const answer = await saveProShowroom(requestOf(values));
      form.reset(valuesOf(answer.data));
      onSaved(answer.data);
      notify.success(answer.message);
    },
    { serverErrors },
  );
  return (
    <form ref={form.formRef} className="sr-page-card" onSubmit={onSubmit} noValidate>
      <TextField label="Company name" autoComplete="organization" {...form.text('company_name')} />
      <TextField label="Website" type="url" inputMode="url" {...form.text('website_url')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...form.text('phone')} />
      <TextField label="Email" type="email" inputMode="email" {...form.text('email')} />
      <h2 className="sr-page-card__heading">Links in your showroom’s footer</h2>
      {SHOP_LINK_KEYS.map((key) => (
        <TextField
          key={key}
          label={SHOP_LINK_LABELS[key]}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...form.text(`link_${key}`)}
        />
      ))}
      <div className="sr-console__row">
        <Button type="submit" busy={form.busy}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

/**
 * `/pro/showroom` (issue #23, console "Showroom"): the showroom's name and its footer's contact links,
 * the categories it carries, and its theme colour and logo.
 */
export function ShowroomSettingsScreen() {
  const { state, retry, update } = useResource(
    'pro-showroom',
    async (signal) => (await loadProShowroom(signal)).data,
  );
  return (
    <ConsoleFrame title="Your showroom’s details" current={ROUTE_PATHS.proShowroom}>
      {state.status === 'ready' && (
        <>
          <ShowroomForm showroom={state.data} onSaved={(saved) => update(() => saved)} />
          <CategoriesCard />
          <BrandingCard companyName={state.data.company_name} />
        </>
      )}
      {state.status === 'error' && (
        <FormStatus tone="error">
          Your showroom could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
    </ConsoleFrame>
  );
}
