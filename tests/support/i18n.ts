// Every test file reads the catalogues as the server does (English active), so the shared rules'
// texts are the catalogue's, never a key.
import { loadAllCatalogues } from '../../src/i18n/node.ts';

await loadAllCatalogues();
