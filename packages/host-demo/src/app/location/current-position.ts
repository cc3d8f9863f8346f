/** The browser's position, or null when there is none (permission refused, unavailable, timed out). */
export function currentPosition(timeoutMs: number): Promise<{ latitude: number; longitude: number } | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (found) => resolve({ latitude: found.coords.latitude, longitude: found.coords.longitude }),
      () => resolve(null),
      { timeout: timeoutMs, maximumAge: 0 },
    );
  });
}
