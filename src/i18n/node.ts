// The server's and the tests' side of the catalogues: every language loaded at once and compiled
// as it is first used (the phone gets them precompiled, ADR 019). English stays active; a text for
// someone else is made with tIn().
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { AREAS, INTL_TAGS, i18n, LOCALES } from './core.ts';

let loading: Promise<void> | undefined;

export function loadAllCatalogues(): Promise<void> {
  loading ??= (async () => {
    i18n.setMessagesCompiler(compileMessage);
    for (const locale of LOCALES) {
      for (const area of AREAS) {
        const module = (await import(`./catalogues/${locale}/${area}.ts`)) as {
          default: Record<string, string>;
        };
        i18n.load(locale, module.default);
      }
    }
    i18n.activate('en', [INTL_TAGS.en]);
  })();
  return loading;
}
