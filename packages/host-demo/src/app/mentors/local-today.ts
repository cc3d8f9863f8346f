/** Today in the user's time zone: the date as YYYY-MM-DD and the minutes since midnight. */
export function localToday(now = new Date()): { ymd: string; minutes: number } {
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    ymd: `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`,
    minutes: now.getHours() * 60 + now.getMinutes(),
  };
}

/** The user's UTC offset in minutes at a local date (YYYY-MM-DD) and time (H:mm), daylight saving included. */
export function utcOffsetAt(ymd: string, time: string): number {
  const [year, month, day] = ymd.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return -new Date(year!, month! - 1, day!, hours!, minutes!).getTimezoneOffset();
}
