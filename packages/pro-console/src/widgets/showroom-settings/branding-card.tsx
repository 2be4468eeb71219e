import { ROUTE_PATHS } from '@showroom/contract';
import type { ShowroomBranding } from '@showroom/contract/pro';
import { mediaUrl, notify } from '@showroom/core';
import { Button, ShellLink, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { loadShowroomBranding, removeLogo, uploadLogo } from '../../api/pro-calls.ts';
import { ProPictureDropzone } from '../picture-dropzone/pro-picture-dropzone.tsx';
import { RemovePictureButton } from '../picture-dropzone/remove-picture-button.tsx';
import { ThemeColorForm } from './theme-color-form.tsx';

function BrandingForms({
  branding,
  companyName,
  onChange,
}: {
  branding: ShowroomBranding;
  companyName: string;
  onChange: (branding: ShowroomBranding) => void;
}) {
  const logoSrc = branding.business_logo ? mediaUrl(branding.business_logo) : null;
  return (
    <>
      {!branding.allowed && (
        <FormStatus tone="info">
          {branding.reason} <ShellLink to={ROUTE_PATHS.proPlans}>See the plans</ShellLink>
        </FormStatus>
      )}
      <ThemeColorForm
        branding={branding}
        companyName={companyName}
        logoSrc={logoSrc}
        allowed={branding.allowed}
        onSaved={onChange}
      />
      <h3 className="sr-page-card__heading">Logo</h3>
      {logoSrc && (
        <div className="sr-console__row">
          <img className="sr-console__logo" src={logoSrc} alt={`${companyName} logo`} />
          <RemovePictureButton
            remove={async () => {
              const answer = await removeLogo();
              onChange(answer.data);
              notify.success(answer.message);
            }}
          >
            Remove the logo
          </RemovePictureButton>
        </div>
      )}
      <ProPictureDropzone
        kind="logo"
        prompt={logoSrc ? 'Drop a new logo here' : 'Drop your logo here'}
        disabled={!branding.allowed}
        onUpload={async (file) => {
          const answer = await uploadLogo(file);
          onChange(answer.data);
          notify.success(answer.message);
        }}
      />
    </>
  );
}

/**
 * The showroom's theme colour and logo (spec §4 Theming). A plan without branding sees both, locked,
 * with the reason and the way to the plans.
 */
export function BrandingCard({ companyName }: { companyName: string }) {
  const { state, retry, update } = useResource(
    'pro-showroom-branding',
    async (signal) => (await loadShowroomBranding(signal)).data,
  );
  return (
    <section className="sr-page-card" aria-labelledby="sr-branding-heading">
      <h2 id="sr-branding-heading" className="sr-page-card__heading">
        Theme colour and logo
      </h2>
      {state.status === 'ready' && (
        <BrandingForms
          branding={state.data}
          companyName={companyName}
          onChange={(next) => update(() => next)}
        />
      )}
      {state.status === 'error' && (
        <FormStatus tone="error">
          Your theme could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
    </section>
  );
}
