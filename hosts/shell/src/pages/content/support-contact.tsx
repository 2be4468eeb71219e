import { useSettings } from '../../settings/settings-store.ts';

/**
 * The support e-mail and postal address from `GET /api/setting` (never typed into the texts).
 * Until the settings arrive a neutral sentence stands in.
 */
export function SupportEmail() {
  const email = useSettings((state) => state.settings?.support_email);
  if (!email) return <span>our support team</span>;
  return <a href={`mailto:${email}`}>{email}</a>;
}

export function SupportAddress() {
  const settings = useSettings((state) => state.settings);
  if (!settings) return null;
  return (
    <address className="content__address">
      {settings.app_name}
      {settings.company_address.split('\n').map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
    </address>
  );
}

export function SupportPhone() {
  const phone = useSettings((state) => state.settings?.support_phone);
  if (!phone) return null;
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}
