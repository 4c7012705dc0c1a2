"""Drawing the Canasta table: card textures, layout geometry, card sprites, panels."""
