/**
 * Imported first by a module whose evaluation is heavy: that module, and every module importing
 * it, is evaluated in a later task than the modules before it, so the app's start is not one long
 * task (issue #36: 150-270 ms with a phone's CPU, of which the local database's schema ~60 ms).
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));
