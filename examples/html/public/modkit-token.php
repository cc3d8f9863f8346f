<?php
// The partner's backend: a widget token for the signed-in user, minted with the partner key (never sent to
// the browser). `POST /modkit-token.php` answers { "token": "…", "expires_at": "…" }.
// Environment: MODKIT_URL (https://modkit.example), MODKIT_PARTNER_KEY (mkp_…).

// #region mint-token
function mint_widget_token(array $user): array
{
    $context = stream_context_create(['http' => [
        'method' => 'POST',
        'header' => "Authorization: Bearer " . getenv('MODKIT_PARTNER_KEY') . "\r\n"
            . "Content-Type: application/json\r\n",
        'content' => json_encode([
            'user_id' => $user['id'],
            'first_name' => $user['first_name'],
            'last_name' => $user['last_name'],
        ]),
        'ignore_errors' => true,
    ]]);
    $answer = file_get_contents(getenv('MODKIT_URL') . '/api/partner/tokens', false, $context);
    $status = (int) explode(' ', $http_response_header[0] ?? 'HTTP/1.1 502')[1];
    if ($answer === false || $status !== 200) {
        throw new RuntimeException("modkit answered $status");
    }
    $data = json_decode($answer, true)['data']; // token, expires_at, user_id
    return ['token' => $data['token'], 'expires_at' => $data['expires_at']];
}
// #endregion mint-token

if ($_SERVER['REQUEST_METHOD'] !== 'POST') {
    http_response_code(405);
    exit;
}
// This site's signed-in user (a real site reads its session).
$user = ['id' => 'example-learner-1', 'first_name' => 'Riley', 'last_name' => 'Chen'];
header('Content-Type: application/json');
try {
    echo json_encode(mint_widget_token($user));
} catch (RuntimeException $error) {
    http_response_code(502);
    echo json_encode(['message' => $error->getMessage()]);
}
