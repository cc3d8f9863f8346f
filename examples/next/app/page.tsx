import Link from 'next/link';

export default function Home() {
  return (
    <main>
      <h1>modkit on Next.js</h1>
      <ul>
        <li>
          <Link href="/server">A server page</Link>
        </li>
        <li>
          <Link href="/client">A client page</Link>
        </li>
      </ul>
    </main>
  );
}
