import autocannon from 'autocannon';

/** p99 latency of the showroom search at 50 concurrent connections for 10 s (loopback only). */
export async function showroomSearchP99(platformUrl: string): Promise<{ p99: number; requests: number }> {
  const result = await autocannon({
    url: `${platformUrl}/api/visualization/showrooms?s=HOMEPRO1`,
    connections: 50,
    duration: 10,
  });
  return { p99: result.latency.p99, requests: result.requests.total };
}
