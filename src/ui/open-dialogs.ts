import { create } from 'zustand';

/**
 * The modal dialogs open now, the last on top. Outside the top one the page is inert (showModal),
 * so whatever must stay readable and usable there, a toast, is drawn inside it.
 */
export const useOpenDialogs = create<{ open: HTMLDialogElement[] }>()(() => ({ open: [] }));

export const dialogOpened = (dialog: HTMLDialogElement) =>
  useOpenDialogs.setState((s) => ({ open: [...s.open.filter((d) => d !== dialog), dialog] }));

export const dialogClosed = (dialog: HTMLDialogElement) =>
  useOpenDialogs.setState((s) => ({ open: s.open.filter((d) => d !== dialog) }));
