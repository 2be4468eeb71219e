import { defineWidgetTestConfig } from '../../vitest.shared.ts';

export default defineWidgetTestConfig();
