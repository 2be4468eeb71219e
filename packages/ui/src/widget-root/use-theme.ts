import { type Theme, themeFor } from '@showroom/core';
import { useShowroomSelection } from '../bindings/use-showroom-selection.ts';

/** The given theme, else the selected showroom's (spec §4 Theming), else the defaults. */
export function useTheme(theme?: Theme): Theme {
  const selection = useShowroomSelection();
  return theme ?? themeFor(selection);
}
