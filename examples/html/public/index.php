<?php $modkit = htmlspecialchars(rtrim(getenv('MODKIT_URL'), '/'), ENT_QUOTES); ?>
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

  <script src="<?= $modkit ?>/widgets/loader.js" data-api="<?= $modkit ?>/api"></script>
  <script>
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
