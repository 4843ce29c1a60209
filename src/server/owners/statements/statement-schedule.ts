/** Issues last month's statements on the 3rd (issue 15); the statements part fills it. */
export function scheduleStatementIssuing(): void {}
