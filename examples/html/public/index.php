<?php
$modkit = htmlspecialchars(rtrim(getenv('MODKIT_URL'), '/'), ENT_QUOTES);
$nonce = base64_encode(random_bytes(16));
// #region csp
// What modkit's widgets need of a Content Security Policy: its scripts (the loader and the widgets' modules),
// its api, and its images (module covers). Their styles are constructed stylesheets, which style-src does not
// govern (where a browser lacks them, a <style> carrying the loader's nonce).
header("Content-Security-Policy: default-src 'self'; script-src 'nonce-$nonce' $modkit/widgets/; "
    . "connect-src 'self' $modkit/api/; img-src 'self' $modkit data:; style-src 'self' 'nonce-$nonce'; "
    . "object-src 'none'; base-uri 'none'");
// #endregion csp
?>
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>modkit on a plain HTML page</title>
</head>
<body>
<main>
  <h1>Your learning</h1>
  <!-- #region page -->
  <modkit-points-badge></modkit-points-badge>
  <modkit-library-carousel source="trending"></modkit-library-carousel>

  <script nonce="<?= $nonce ?>" src="<?= $modkit ?>/widgets/loader.js" data-api="<?= $modkit ?>/api"></script>
  <script nonce="<?= $nonce ?>">
    // The token comes from this site's own server; a fresh one a minute before it expires.
    const refreshToken = () =>
      fetch('/modkit-token.php', { method: 'POST' })
        .then((answer) => answer.json())
        .then(({ token }) => window.modkit.setToken(token));
    refreshToken();
    document.addEventListener('modkit:token-expiring', refreshToken);
  </script>
  <!-- #endregion page -->
</main>
</body>
</html>
