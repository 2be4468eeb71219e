import { brandPalette, DEFAULT_PRIMARY_COLOR, normalizeHexColor } from '@showroom/contract/palette';
import { SHOWROOM_BRANDING_MESSAGES, type ShowroomBranding } from '@showroom/contract/pro';
import { apiFieldErrors, notify, themeOfPalette } from '@showroom/core';
import { Button } from '@showroom/ui';
import { TextField } from '@showroom/ui/form';
import { useState } from 'react';
import { saveThemeColor } from '../../api/pro-calls.ts';
import { PalettePreview } from './palette-preview.tsx';

export interface ThemeColorFormProps {
  branding: ShowroomBranding;
  companyName: string;
  logoSrc: string | null;
  /** False when the plan locks branding: the form shows, but nothing can be changed. */
  allowed: boolean;
  onSaved: (branding: ShowroomBranding) => void;
}

/**
 * The theme colour: a colour picker and its hex box kept in step, the derived palette previewed live,
 * Save, and "Use the default colours" to clear it. What the pro typed stays after a refusal.
 */
export function ThemeColorForm({ branding, companyName, logoSrc, allowed, onSaved }: ThemeColorFormProps) {
  const [text, setText] = useState(branding.theme_color ?? DEFAULT_PRIMARY_COLOR);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const color = normalizeHexColor(text);

  async function save(value: string | null) {
    setError(null);
    setBusy(true);
    try {
      const answer = await saveThemeColor(value);
      onSaved(answer.data);
      if (answer.data.theme_color) setText(answer.data.theme_color);
      notify.success(answer.message);
    } catch (failure) {
      const message = apiFieldErrors(failure).theme_color?.[0];
      if (message) setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="sr-theme-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!color) setError(SHOWROOM_BRANDING_MESSAGES.invalidColor);
        else void save(color);
      }}
    >
      <div className="sr-console__row">
        <label className="sr-theme-form__picker">
          Theme colour
          <input
            type="color"
            value={color ?? DEFAULT_PRIMARY_COLOR}
            disabled={!allowed}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <TextField
          label="Hex code"
          name="theme_color"
          value={text}
          disabled={!allowed}
          spellCheck={false}
          autoComplete="off"
          error={error ?? undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <PalettePreview
        theme={themeOfPalette(brandPalette(color ?? DEFAULT_PRIMARY_COLOR))}
        companyName={companyName}
        logoSrc={logoSrc}
      />
      <div className="sr-console__row">
        <Button type="submit" busy={busy} disabled={!allowed}>
          Save colour
        </Button>
        {branding.theme_color && (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void save(null)}>
            Use the default colours
          </Button>
        )}
      </div>
    </form>
  );
}
