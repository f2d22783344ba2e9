import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';
import { linguiCompiledMessages } from './lingui-compiled-messages.ts';

// Lingui's native macro transform is an optional package for Node ≥ 22.19, and npm, which may run on the
// machine's older Node, leaves it out: the macro runs in Babel, for the files that import it (decision 047).
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

/**
 * The vite plugins for Lingui, for the build, the server-rendering build and the web tests alike: the macro
 * (keeping each message's English beside its id), the English compiled in place, and `.po` catalogs imported
 * as compiled modules (`failOnMissing`: a Hindi text missing from its catalog fails the build).
 */
export function linguiPlugins(): PluginOption[] {
  return [
    babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: 'message' })] }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    linguiCompiledMessages(),
  ];
}
