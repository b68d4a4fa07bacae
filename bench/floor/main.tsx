/**
 * The floor of `npm run bench:load` (scripts/bench-load.mjs): the least a React page can do to
 * show the same 12 trails as the panel's /trails. It reads the stored session's access token,
 * fetches the first page of the list from the same fake backend, and renders a plain table:
 * no router, no query library, no component library, no styles. The panel's load is measured
 * against it in the same run, so the ratio says what the panel's code costs on top of React
 * and the data, whatever the machine's speed.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Row {
  id: number;
  name: string;
  city: { name: string; country: { name: string } };
  distance: number;
  difficulty: string;
  status: string;
  rating: number | null;
}

function accessToken(): string {
  try {
    const stored = JSON.parse(localStorage.getItem('cairn.auth') ?? 'null') as {
      v?: { accessToken?: string };
    } | null;
    return stored?.v?.accessToken ?? '';
  } catch {
    return '';
  }
}

function FloorTable() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/v1/trails?page=1&pageSize=12&sortBy=newest', {
      headers: { Authorization: `Bearer ${accessToken()}` },
    })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<{ trails: Row[] }>;
      })
      .then(
        (body) => setRows(body.trails),
        (reason: unknown) => setError(String(reason)),
      );
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!rows) return <p>Loading…</p>;
  return (
    <table>
      <thead>
        <tr>
          <th>Name</th>
          <th>City</th>
          <th>Country</th>
          <th>Distance</th>
          <th>Difficulty</th>
          <th>Status</th>
          <th>Rating</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.name}</td>
            <td>{row.city.name}</td>
            <td>{row.city.country.name}</td>
            <td>{row.distance} km</td>
            <td>{row.difficulty}</td>
            <td>{row.status}</td>
            <td>{row.rating ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

createRoot(document.getElementById('root')!).render(<FloorTable />);
