// The scroll simulator; see issue 3.
