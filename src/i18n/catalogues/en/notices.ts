// English, the source catalogue: notifications, on the captain's, referee's, admin's and player's
// screens (issue #33, ADR 025).
export default {
  'notices.title': 'Notifications',
  'notices.thisDevice': 'Notify me on this phone',
  'notices.thisDeviceHint':
    'Results, reminders and requests appear on this device, even with the app closed.',
  'notices.unsupported':
    'This browser cannot show notifications. On an iPhone, add Pitchside to the Home Screen first.',
  'notices.blocked':
    'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
  'notices.turnedOn': 'Notifications are on for this phone',
  'notices.turnedOff': 'Notifications are off for this phone',
  'notices.couldNotTurnOn': 'Notifications could not be turned on: {reason}',
  'notices.needsConnection': 'Turning notifications on or off needs a connection.',
  'notices.channelEmail': 'E-mail',
  'notices.channelEmailHint':
    'Assignments, matches moved or cancelled, reports due and reports sent back, to your e-mail address.',
  'notices.channelPush': 'Push notifications',
  'notices.channelPushHint': 'On every phone where you turned them on.',
  'notices.teamPushHint':
    'Results, reminders, matches moved or cancelled, applications and suspensions on the captain’s phones.',
  'notices.saved': 'Notification settings saved',
  'notices.notSaved': 'The notification setting could not be saved',
  'notices.playerHint':
    'We will ask here when a match is coming up and you have not answered, and tell you when one moves or is cancelled.',
  'notices.pushLog': 'Push notifications',
  'notices.pushCounts': '{sent} sent · {failed} failed · {waiting} waiting',
  'notices.loading': 'Loading the deliveries…',
  'notices.noPushYet': 'No push notifications yet',
  'notices.pushTo': 'To {to} · {at}',
  'notices.pushAnswer': ' · push service answered {status}',
  'notices.refresh': 'Refresh',
};
