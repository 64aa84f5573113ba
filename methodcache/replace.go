package methodcache

// fifoLoad places a missed method at the next position, as JOP's FIFO does:
// it takes the following blocks in order, wrapping around, and any method
// that had a block there is evicted entirely (JOP records a method by its
// blocks, so a method with one block overwritten can no longer be found).
// The cost is proportional to the blocks written and evicted, never to the
// cache size, except for the rare method larger than the whole cache.
func (c *Cache) fifoLoad(m int32) {
	k, n := c.blocksOf[m], c.nblocks
	if k > n {
		// Overwrites every block and then its own first one: the cache
		// ends empty and the method is not recorded (see the package doc).
		// Next advances as for any placement; from an empty cache the
		// outcome of later lookups does not depend on where next points.
		c.fifoFlush()
		c.next = int32((int64(c.next) + int64(k)) % int64(n))
		return
	}
	p := c.next
	for range k {
		if o := c.owner[p]; o >= 0 {
			c.fifoEvict(o)
		}
		c.owner[p] = m
		if p++; p == n {
			p = 0
		}
	}
	c.start[m] = c.next
	c.present[m] = true
	c.next = p
}

// fifoEvict frees all blocks of a present method. FIFO places methods in
// contiguous (wrapping) runs, so its blocks are found from its start.
func (c *Cache) fifoEvict(o int32) {
	p, n := c.start[o], c.nblocks
	for range c.blocksOf[o] {
		c.owner[p] = -1
		if p++; p == n {
			p = 0
		}
	}
	c.present[o] = false
}

func (c *Cache) fifoFlush() {
	for i, o := range c.owner {
		if o >= 0 {
			c.present[o] = false
			c.owner[i] = -1
		}
	}
}

// lruLoad makes room for a missed method by evicting whole methods, least
// recently used first, until enough blocks are free. Only the count of free
// blocks matters: LRU is a model of a cache that can scatter a method over
// any free blocks (hardware would need a block table for that), so it never
// loses a method to fragmentation the way FIFO's contiguous runs can.
func (c *Cache) lruLoad(m int32) {
	k := c.blocksOf[m]
	if k > c.nblocks {
		// Evicting until it fits never succeeds: everything goes and the
		// method is not kept, as for FIFO.
		for c.tail >= 0 {
			c.lruEvictTail()
		}
		return
	}
	for c.free < k {
		c.lruEvictTail()
	}
	c.free -= k
	c.present[m] = true
	c.pushFront(m)
}

func (c *Cache) lruEvictTail() {
	t := c.tail
	c.unlink(t)
	c.present[t] = false
	c.free += c.blocksOf[t]
}

func (c *Cache) unlink(m int32) {
	p, s := c.prev[m], c.succ[m]
	if p >= 0 {
		c.succ[p] = s
	} else {
		c.head = s
	}
	if s >= 0 {
		c.prev[s] = p
	} else {
		c.tail = p
	}
}

func (c *Cache) pushFront(m int32) {
	c.prev[m] = -1
	c.succ[m] = c.head
	if c.head >= 0 {
		c.prev[c.head] = m
	} else {
		c.tail = m
	}
	c.head = m
}
