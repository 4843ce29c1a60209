/** Polls every iCal feed on a timer (issue 15); the iCal part fills it. */
export function scheduleIcalSync(): void {}
